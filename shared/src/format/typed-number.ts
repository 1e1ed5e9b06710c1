/*
 * Digits grouped as the visitor types (the field's own separators move, the visitor's never do), in the currency's
 * locale; reading the text is number-text.ts's job, and every regrouping is read back to say the same number.
 */
import { digitsOf, GROUP_CHAR, groupDigits, read, valueOf, withDecimalMark, type Grouping, type Reading } from './number-text';

/**
 * A field's text as typed, with which of its characters the field put there itself (the group separators of its
 * regrouping). A digit typed later moves the field's separators; the visitor's own are never moved.
 */
export interface TypedText {
  text: string;
  ours: readonly boolean[];
}

/** Text that did not come from typing (a default, a shared link, a draft): its separators count as the field's. */
export function arrived(text: string): TypedText {
  return { text, ours: Array.from(text, () => true) };
}

/**
 * What one edit did: at `start`, `removed` went and `inserted` came. The caret, where the edit ended, says which of
 * equal characters changed (a 9 typed into 50,00,000 is one 9, not "90," for ",0"); without it, the common head and
 * tail are kept.
 */
export function editOf(before: string, after: string, caret?: number): { start: number; removed: string; inserted: string } {
  let tail = 0;
  if (
    caret !== undefined &&
    caret <= after.length &&
    after.length - caret <= before.length &&
    before.endsWith(after.slice(caret))
  )
    tail = after.length - caret;
  else
    while (tail < Math.min(before.length, after.length) && before[before.length - 1 - tail] === after[after.length - 1 - tail])
      tail++;
  let start = 0;
  const limit = Math.min(before.length, after.length) - tail;
  while (start < limit && before[start] === after[start]) start++;
  return { start, removed: before.slice(start, before.length - tail), inserted: after.slice(start, after.length - tail) };
}

/** A plain number (no exponent, no shorthand) with its digits regrouped, and which characters are separators. */
function grouped(sign: string, wholeDigits: string, point: string | undefined, fraction: string, grouping: Grouping) {
  const whole = groupDigits(wholeDigits, grouping);
  const text = `${sign}${whole}${point === undefined ? '' : point + fraction}`;
  const ours = Array.from(text, (char, index) => index >= sign.length && index < sign.length + whole.length && !/\d/.test(char));
  return { text, ours };
}

/** Where the caret goes in `next`: after as many digits, signs and decimal marks as were before it in `text`. */
function caretIn(text: string, textPoint: number, caret: number, next: string, nextPoint: number): number {
  const significant = (source: string, point: number, index: number) => /[\d+-]/.test(source[index]) || index === point;
  let wanted = 0;
  for (let index = 0; index < Math.min(caret, text.length); index++) if (significant(text, textPoint, index)) wanted++;
  let position = 0;
  for (let seen = 0; position < next.length && seen < wanted; position++) if (significant(next, nextPoint, position)) seen++;
  return position;
}

/**
 * The text of a field regrouped as the visitor types (5000000 -> 50,00,000 in en-IN, 1 234,5 in fr-FR), with the
 * caret kept after the same digit. It never makes the text say another number:
 * - a number whose separators are all the field's own is regrouped (same value, checked);
 * - digits typed into (or deleted from) such a number regroup it as the number the digits now make (1,234 then 5
 *   is 12,345), though the text between is no number;
 * - separators the visitor typed stay exactly where they are (typed 1,234 then 5 stays 1,2345, refused); so does
 *   shorthand, an exponent, a separator typed last, and anything unreadable (7,5 where the mark is a point).
 * `edit` is the field's text before this change (absent: the text arrived, not typed); `backspace` says the
 * visitor pressed Backspace: over one of the field's separators it takes the digit before it.
 */
export function regroupTyped(
  text: string,
  caret: number,
  grouping: Grouping,
  edit?: { previous: TypedText; backspace?: boolean },
): TypedText & { caret: number } {
  const mark = grouping.decimal;
  const isGroupChar = (char: string) => GROUP_CHAR[mark].test(char);
  const previous = edit?.previous ?? arrived(text);
  let change = editOf(previous.text, text, caret);
  // Backspace over a separator of the field's own would change nothing: it takes the digit before it.
  if (
    edit?.backspace &&
    change.inserted === '' &&
    change.removed.length === 1 &&
    isGroupChar(change.removed) &&
    previous.ours[change.start] &&
    change.start > 0
  ) {
    text = text.slice(0, change.start - 1) + text.slice(change.start);
    caret = change.start - 1;
    change = editOf(previous.text, text, caret);
  }
  const ours = [
    ...previous.ours.slice(0, change.start),
    ...Array.from(change.inserted, () => false),
    ...previous.ours.slice(change.start + change.removed.length),
  ];
  const unchanged = { text, caret, ours };
  // A space typed last is the visitor still typing (the space of "5 lakh", a group of their own): leave it.
  if (text !== text.trim() || !/\d/.test(text)) return unchanged;
  /** The group separators of a reading of `source` are all the field's own. */
  const allOurs = (source: string, owned: readonly boolean[], reading: Reading) => {
    const point = reading.point === undefined ? -1 : reading.sign.length + reading.whole.length;
    return Array.from(source).every((char, index) => !isGroupChar(char) || index === point || owned[index]);
  };
  const plain = (reading: Reading | null): reading is Reading =>
    reading !== null && reading.exponent === undefined && reading.word === undefined;
  const pointAt = (reading: Reading) => (reading.point === undefined ? -1 : reading.sign.length + reading.whole.length);

  // Digits typed into, or deleted from, a number grouped by the field: the number those digits now make.
  const before = read(previous.text, mark);
  if (
    edit &&
    plain(before) &&
    allOurs(previous.text, previous.ours, before) &&
    /^\d*$/.test(change.inserted) &&
    change.start >= before.sign.length
  ) {
    const point = pointAt(before);
    const end = change.start + change.removed.length;
    const removedOnly = Array.from(change.removed).every(
      (char, offset) => /\d/.test(char) || (isGroupChar(char) && change.start + offset !== point),
    );
    if (removedOnly && !(point >= change.start && point < end)) {
      const newPoint = point < 0 ? -1 : point < change.start ? point : point + change.inserted.length - change.removed.length;
      const sign = before.sign;
      const wholeDigits = digitsOf(newPoint < 0 ? text : text.slice(0, newPoint));
      const fraction = newPoint < 0 ? '' : digitsOf(text.slice(newPoint + 1));
      const next = grouped(sign, wholeDigits, before.point, fraction, grouping);
      const meant = Number(`${sign}${wholeDigits || '0'}.${fraction}`);
      const reread = read(next.text, mark);
      if ((wholeDigits !== '' || fraction !== '') && reread && valueOf(reread) === meant) {
        if (next.text === text) return { ...unchanged, ours: next.ours };
        return { ...next, caret: caretIn(text, newPoint, caret, next.text, pointAt(reread)) };
      }
    }
  }

  // Any other number whose separators are the field's own: regrouped, if that says the same number.
  const now = read(text, mark);
  if (plain(now) && allOurs(text, ours, now)) {
    const next = grouped(now.sign, digitsOf(now.whole), now.point, now.fraction ?? '', grouping);
    const reread = read(next.text, mark);
    if (next.text !== text && reread && valueOf(reread) === valueOf(now))
      return { ...next, caret: caretIn(text, pointAt(now), caret, next.text, pointAt(reread)) };
  }
  return unchanged;
}

/** A number as a field in this grouping writes it (500000 -> 5,00,000 in rupees; 2.5 -> 2,5 in euros). */
export function numberAsTyped(value: number, grouping: Grouping): string {
  return regroupTyped(withDecimalMark(String(value), '.', grouping.decimal), 0, grouping).text;
}
