/*
 * The words of the drawings: a body's label in the chart at three lengths ('Su 27°℞', 'Su27℞', 'Su℞'), and the
 * sentences of each drawing's <desc>, which say what the picture shows for a screen reader.
 */
import { houseOfLongitude, houseOfSign, normalizeDegrees, normalizeSign } from './houses';
import type { LabelItem } from './label-layout';
import { ASCENDANT_ABBR, SIGN_NAMES, type ChartBody } from './types';

/** Written after a retrograde body's label (U+211E, PRESCRIPTION TAKE), as in printed Indian and Western charts. */
export const RETROGRADE_MARK = '℞';

/**
 * The whole degree a body has reached within its sign: 27.98 is 27 (it is not yet at 28), never 30.
 */
export function wholeDegree(degree: number | null): number {
  if (degree === null || !Number.isFinite(degree)) return 0;
  return Math.min(29, Math.max(0, Math.floor(degree)));
}

/**
 * A body's label, from the fullest to the most compact: a crowded house takes the first that fits. The ascendant
 * drawn without a body ('Asc') has no degree.
 */
export function bodyLabelVariants(body: ChartBody): string[] {
  const retro = body.retrograde ? RETROGRADE_MARK : '';
  if (body.degree === null) return [`${body.abbr}${retro}`, `${body.abbr}${retro}`, `${body.abbr}${retro}`];
  const degree = wholeDegree(body.degree);
  return [`${body.abbr} ${degree}°${retro}`, `${body.abbr}${degree}${retro}`, `${body.abbr}${retro}`];
}

/** The ascendant's mark when no body stands for it. */
export const ASCENDANT_LABEL_VARIANTS = ['Asc', 'Asc', 'As'];

/** A body as read out: 'Sun 27°', 'Saturn 20° retrograde'. */
export function spokenBody(body: ChartBody): string {
  const degree = body.degree === null ? '' : ` ${wholeDegree(body.degree)}°`;
  return `${body.name}${degree}${body.retrograde ? ' retrograde' : ''}`;
}

export const isAscendantBody = (body: ChartBody) => body.abbr === ASCENDANT_ABBR;

/** The bodies in each sign (index 0..11), in the order given. */
export function bodiesBySign(bodies: readonly ChartBody[]): ChartBody[][] {
  const signs: ChartBody[][] = Array.from({ length: 12 }, () => []);
  for (const body of bodies) signs[normalizeSign(body.sign)].push(body);
  return signs;
}

const listed = (parts: string[]) => (parts.length > 0 ? parts.join(', ') : 'empty');

/**
 * The North Indian chart's description: 'Ascendant Taurus. House 1, Taurus: Ascendant. House 3, Cancer: Sun 27°,
 * Moon 3°.' House 1 is always named; other houses only when something is in them. Without an ascendant the houses
 * are counted from Aries, and the description says so.
 */
export function describeHouses(ascendantSign: number | null, bodies: readonly ChartBody[]): string {
  const asc = ascendantSign === null ? 0 : normalizeSign(ascendantSign);
  const bySign = bodiesBySign(bodies);
  const hasAscendantBody = bodies.some(isAscendantBody);
  const sentences = [ascendantSign === null ? 'Birth time unknown: houses counted from Aries.' : `Ascendant ${SIGN_NAMES[asc]}.`];
  for (let house = 1; house <= 12; house++) {
    const sign = normalizeSign(asc + house - 1);
    const parts = bySign[sign].map(spokenBody);
    if (house === 1 && ascendantSign !== null && !hasAscendantBody) parts.unshift('Ascendant');
    if (parts.length > 0 || house === 1) sentences.push(`House ${house}, ${SIGN_NAMES[sign]}: ${listed(parts)}.`);
  }
  return sentences.join(' ');
}

/**
 * The South Indian chart's description, sign by sign from the ascendant's (from Aries without one): 'Ascendant
 * Taurus. Taurus, house 1: Ascendant. Cancer, house 3: Sun 27°.' Only the signs holding something (or the
 * ascendant) are named.
 */
export function describeSigns(ascendantSign: number | null, bodies: readonly ChartBody[]): string {
  const asc = ascendantSign === null ? null : normalizeSign(ascendantSign);
  const bySign = bodiesBySign(bodies);
  const hasAscendantBody = bodies.some(isAscendantBody);
  const sentences = [asc === null ? 'Ascendant unknown.' : `Ascendant ${SIGN_NAMES[asc]}.`];
  for (let step = 0; step < 12; step++) {
    const sign = ((asc ?? 0) + step) % 12;
    const parts = bySign[sign].map(spokenBody);
    if (sign === asc && !hasAscendantBody) parts.unshift('Ascendant');
    if (parts.length === 0) continue;
    const where = asc === null ? SIGN_NAMES[sign] : `${SIGN_NAMES[sign]}, house ${houseOfSign(sign, asc)}`;
    sentences.push(`${where}: ${listed(parts)}.`);
  }
  return sentences.join(' ');
}

/** A longitude as read out: 'Cancer 27°'. */
export function spokenLongitude(longitude: number): string {
  const lon = normalizeDegrees(longitude);
  return `${SIGN_NAMES[Math.floor(lon / 30) % 12]} ${wholeDegree(lon % 30)}°`;
}

/**
 * The wheel's description: 'Ascendant Taurus 12°, Midheaven Capricorn 3°. Sun Cancer 27°, house 3. Moon …' (the
 * house from the cusps, left out without them).
 */
export function describeWheel(
  cusps: readonly number[] | null,
  ascendant: number | null,
  midheaven: number | null,
  bodies: readonly ChartBody[],
): string {
  const angles = [
    ascendant === null ? null : `Ascendant ${spokenLongitude(ascendant)}`,
    midheaven === null ? null : `Midheaven ${spokenLongitude(midheaven)}`,
  ].filter((part): part is string => part !== null);
  const sentences = [angles.length > 0 ? `${angles.join(', ')}.` : 'Birth time unknown: no houses.'];
  for (const body of bodies) {
    if (ascendant !== null && isAscendantBody(body)) continue;
    const house = cusps ? houseOfLongitude(body.longitude, cusps) : null;
    const retro = body.retrograde ? ' retrograde' : '';
    sentences.push(`${body.name} ${spokenLongitude(body.longitude)}${retro}${house === null ? '' : `, house ${house}`}.`);
  }
  return sentences.join(' ');
}

/** A label to lay out, and whether it is the ascendant's (drawn in the accent colour). */
export type ChartLabelItem = LabelItem & { ascendant: boolean };

/** The labels of one house or sign box: 'Asc' first when it is the ascendant's and no body stands for it. */
export function labelItems(bodiesHere: readonly ChartBody[], addAscendantMark: boolean): ChartLabelItem[] {
  const items = bodiesHere.map((body) => ({
    variants: bodyLabelVariants(body),
    bold: isAscendantBody(body),
    ascendant: isAscendantBody(body),
  }));
  return addAscendantMark ? [{ variants: ASCENDANT_LABEL_VARIANTS, bold: true, ascendant: true }, ...items] : items;
}
