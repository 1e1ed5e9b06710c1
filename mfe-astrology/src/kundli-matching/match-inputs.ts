/*
 * What the matching page asks of each person, as typed: the birth (date, time, place), or only the Moon's nakshatra,
 * with its pada and sign when known. Their checks and their place in a link's fragment (boy-date=…, girl-nak=…), which
 * browsers never send to the host. Pure: no React, no sky.
 */
import { NAKSHATRAS, SIGNS } from '../sky';
import {
  birthFromParams,
  birthParams,
  checkBirth,
  EMPTY_BIRTH,
  isComplete,
  type Birth,
  type BirthErrors,
  type BirthInputs,
} from '../birth/birth-inputs';
import { padasInSign, signOfPada, signsOfNakshatra, type MoonPlace } from './guna-milan';

export type Person = 'boy' | 'girl';
export const PEOPLE: readonly Person[] = ['boy', 'girl'];
export type Known = 'birth' | 'star';

export interface PersonInputs {
  known: Known;
  birth: BirthInputs;
  /** 1-27 as text, '' not chosen. */
  nakshatra: string;
  /** 1-4 as text, '' not known. */
  pada: string;
  /** 1-12 as text, '' taken from the nakshatra and pada. */
  sign: string;
}

export const EMPTY_PERSON: PersonInputs = { known: 'birth', birth: EMPTY_BIRTH, nakshatra: '', pada: '', sign: '' };

export type StarErrors = Partial<Record<'nakshatra' | 'pada' | 'sign', string>>;
export interface PersonErrors {
  birth: BirthErrors;
  star: StarErrors;
}

export const STAR_MESSAGES = {
  nakshatra: 'Choose the Moon’s nakshatra (birth star).',
  sign: (nakshatra: string, signs: string) => `${nakshatra} lies in ${signs}: choose the Moon sign, or the pada, which tells it.`,
  signMismatch: (nakshatra: string, signs: string) => `${nakshatra} lies only in ${signs}: choose one of them.`,
  padaMismatch: (nakshatra: string, pada: number, sign: string) =>
    `Pada ${pada} of ${nakshatra} is in ${sign}, not in the sign chosen.`,
} as const;

/** What a person's inputs name: a birth to compute the sky for, or the Moon's place as told. */
export type PersonCheck =
  { ok: true; known: 'birth'; birth: Birth } | { ok: true; known: 'star'; moon: MoonPlace } | { ok: false; errors: PersonErrors };

const wholeNumber = (text: string, from: number, to: number): number | null => {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= from && value <= to ? value : null;
};

const signList = (signs: number[]) => signs.map((sign) => SIGNS[sign].name).join(' and ');

/** The Moon's place from a nakshatra, pada and sign as chosen, or each field's message. */
export function checkStar(inputs: PersonInputs): { ok: true; moon: MoonPlace } | { ok: false; errors: StarErrors } {
  const number = wholeNumber(inputs.nakshatra, 1, 27);
  if (number === null) return { ok: false, errors: { nakshatra: STAR_MESSAGES.nakshatra } };
  const nakshatra = number - 1;
  const name = NAKSHATRAS[nakshatra].name;
  const pada = inputs.pada.trim() === '' ? null : wholeNumber(inputs.pada, 1, 4);
  const chosenSign = inputs.sign.trim() === '' ? null : wholeNumber(inputs.sign, 1, 12);
  const signs = signsOfNakshatra(nakshatra);
  if (chosenSign !== null && !signs.includes(chosenSign - 1))
    return { ok: false, errors: { sign: STAR_MESSAGES.signMismatch(name, signList(signs)) } };
  if (pada !== null) {
    const sign = signOfPada(nakshatra, pada);
    if (chosenSign !== null && chosenSign - 1 !== sign)
      return { ok: false, errors: { pada: STAR_MESSAGES.padaMismatch(name, pada, SIGNS[sign].name) } };
    return { ok: true, moon: { sign, nakshatra, pada, longitude: null } };
  }
  const sign = chosenSign !== null ? chosenSign - 1 : signs.length === 1 ? signs[0] : null;
  if (sign === null) return { ok: false, errors: { sign: STAR_MESSAGES.sign(name, signList(signs)) } };
  // A sign that holds one pada of the nakshatra tells the pada too.
  const padas = padasInSign(nakshatra, sign);
  return { ok: true, moon: { sign, nakshatra, pada: padas.length === 1 ? padas[0] : null, longitude: null } };
}

export function checkPerson(inputs: PersonInputs): PersonCheck {
  if (inputs.known === 'star') {
    const star = checkStar(inputs);
    return star.ok ? { ok: true, known: 'star', moon: star.moon } : { ok: false, errors: { birth: {}, star: star.errors } };
  }
  const birth = checkBirth(inputs.birth);
  return birth.ok ? { ok: true, known: 'birth', birth: birth.birth } : { ok: false, errors: { birth: birth.errors, star: {} } };
}

/** Whether a link names all a person needs (so the page calculates it on arrival). */
export function personComplete(inputs: PersonInputs): boolean {
  return inputs.known === 'star' ? inputs.nakshatra !== '' : isComplete(inputs.birth);
}

/** A person's part of the link: 'boy-date=…' or 'boy-nak=8&boy-pada=1'. */
export function personParams(person: Person, inputs: PersonInputs): [string, string][] {
  const prefix = `${person}-`;
  if (inputs.known === 'star')
    return (
      [
        ['nak', inputs.nakshatra],
        ['pada', inputs.pada],
        ['sign', inputs.sign],
      ] as [string, string][]
    )
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [prefix + key, value.trim()]);
  return birthParams(inputs.birth).map(([key, value]) => [prefix + key, value]);
}

/** A person's inputs from a link's parameters: a nakshatra named means the star is what is known. */
export function personFromParams(person: Person, params: URLSearchParams): PersonInputs {
  const prefix = `${person}-`;
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.set(key.slice(prefix.length), value);
  const nakshatra = own.get('nak');
  if (nakshatra !== null)
    return {
      ...EMPTY_PERSON,
      known: 'star',
      nakshatra: nakshatra.slice(0, 2),
      pada: (own.get('pada') ?? '').slice(0, 1),
      sign: (own.get('sign') ?? '').slice(0, 2),
    };
  return { ...EMPTY_PERSON, birth: birthFromParams(own) };
}
