/*
 * Ashtakoota (Guna Milan): the eight kootas between a boy's and a girl's Moon (its sign, nakshatra and, when known,
 * pada or longitude), each with its points and what decided them; the total out of 36 and its reading; Nadi and
 * Bhakoot dosha with their cancelling exceptions named (they never change the total). Pure: no React, no sky.
 */
import { NAKSHATRAS, SIGNS } from '../sky';
import {
  BAD_TARAS,
  BHAKOOT_DOSHAS,
  ganaPoints,
  GANA_OF_NAKSHATRA,
  KOOTA_MAXIMA,
  maitriPoints,
  NADI_DOSHA_ENGLISH,
  NADI_OF_NAKSHATRA,
  READINGS,
  relation,
  SIGN_LORD,
  TARA_NAMES,
  VARNA_OF_SIGN,
  VARNA_RANK,
  VASHYA_ENGLISH,
  VASHYA_OF_SIGN,
  vashyaPoints,
  yoniPoints,
  YONI_OF_NAKSHATRA,
  YONI_RELATION,
  type Planet,
  type Vashya,
} from './koota-tables';

/** Where a person's Moon is, as far as it is known. */
export interface MoonPlace {
  /** 0 (Aries) … 11 (Pisces). */
  sign: number;
  /** 0 (Ashwini) … 26 (Revati). */
  nakshatra: number;
  /** 1-4, null when not known. */
  pada: number | null;
  /** Sidereal longitude in degrees, when computed from the birth. */
  longitude: number | null;
}

export type KootaId = keyof typeof KOOTA_MAXIMA;

export interface Koota {
  id: KootaId;
  name: string;
  max: number;
  points: number;
  /** What the koota reads of each (a varna, an animal…). */
  boy: string;
  girl: string;
  /** Why these points, in words. */
  decided: string;
}

export interface Exception {
  /** The exception's rule, in words. */
  rule: string;
  applies: boolean;
  /** Why it applies or not here; absent when it cannot be told (a pada not known). */
  because: string;
}

export interface Dosha {
  present: boolean;
  /** The dosha's kind (Bhakoot: Shadashtak…), when present. */
  kind?: string;
  /** The cancelling exceptions, each with whether it applies. Shown; the total stays as counted. */
  exceptions: Exception[];
  /** Present and at least one exception applies. */
  cancelled: boolean;
}

export interface GunaMilan {
  kootas: Koota[];
  total: number;
  reading: string;
  nadiDosha: Dosha;
  bhakootDosha: Dosha;
}

const PLANET_NAMES: Record<Planet, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mars: 'Mars',
  mercury: 'Mercury',
  jupiter: 'Jupiter',
  venus: 'Venus',
  saturn: 'Saturn',
};

export const planetName = (planet: Planet) => PLANET_NAMES[planet];
const signName = (sign: number) => SIGNS[sign].name;
const nakshatraName = (index: number) => NAKSHATRAS[index].name;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** 1.5 → '1.5', 2 → '2' */
export const points = (value: number) => String(value);

/** The 108 padas from 0° Aries: pada `p` (1-4) of nakshatra `n` is number n × 4 + p − 1. */
const padaNumber = (nakshatra: number, pada: number) => nakshatra * 4 + pada - 1;

/** The sign holding a pada (each pada lies in one sign: nine to a sign). */
export function signOfPada(nakshatra: number, pada: number): number {
  return Math.floor(padaNumber(nakshatra, pada) / 9);
}

/** The signs a nakshatra lies in: one, or two when a sign begins inside it. */
export function signsOfNakshatra(nakshatra: number): number[] {
  const first = signOfPada(nakshatra, 1);
  const last = signOfPada(nakshatra, 4);
  return first === last ? [first] : [first, last];
}

/** The padas of a nakshatra that lie in a sign. */
export function padasInSign(nakshatra: number, sign: number): number[] {
  return [1, 2, 3, 4].filter((pada) => signOfPada(nakshatra, pada) === sign);
}

/** The Moon's navamsa sign from its pada (pada 1 of Ashwini is Aries' first navamsa, and on round the zodiac). */
export const navamsaOfPada = (nakshatra: number, pada: number) => padaNumber(nakshatra, pada) % 12;

/**
 * Whether the Moon is in the first 15° of its sign (for Vashya in Sagittarius and Capricorn): by its longitude when
 * computed; else by the middle of what is known of it, its pada or its nakshatra's part of the sign, in arcminutes
 * (a pada cut by the 15° mark, Purva Ashadha 1 or Shravana 2, counts in the first half).
 */
export function inFirstHalf(moon: MoonPlace): boolean {
  if (moon.longitude !== null) return moon.longitude - moon.sign * 30 < 15;
  const signStart = moon.sign * 1800;
  let middle: number;
  if (moon.pada !== null) middle = padaNumber(moon.nakshatra, moon.pada) * 200 + 100;
  else {
    const from = Math.max(moon.nakshatra * 800, signStart);
    const to = Math.min(moon.nakshatra * 800 + 800, signStart + 1800);
    middle = (from + to) / 2;
  }
  return middle - signStart <= 900;
}

export function vashyaOf(moon: MoonPlace): Vashya {
  const group = VASHYA_OF_SIGN[moon.sign];
  return typeof group === 'string' ? group : group[inFirstHalf(moon) ? 0 : 1];
}

/** The tara of `to` counted from `from` (1-9): the count from one nakshatra to the other, inclusive, in nines. */
export function taraFrom(from: number, to: number): number {
  return (((to - from + 27) % 27) % 9) + 1;
}

/** The place of sign `to` counted from sign `from` (1: the same sign). */
export const placeFrom = (from: number, to: number) => ((to - from + 12) % 12) + 1;

function varna(boy: MoonPlace, girl: MoonPlace): Koota {
  const b = VARNA_OF_SIGN[boy.sign];
  const g = VARNA_OF_SIGN[girl.sign];
  const ok = VARNA_RANK[b] >= VARNA_RANK[g];
  return {
    id: 'varna',
    name: 'Varna',
    max: KOOTA_MAXIMA.varna,
    points: ok ? 1 : 0,
    boy: b,
    girl: g,
    decided: ok
      ? b === g
        ? 'The same varna.'
        : `The boy’s varna (${b}) is above the girl’s (${g}).`
      : `The boy’s varna (${b}) is below the girl’s (${g}).`,
  };
}

function vashya(boy: MoonPlace, girl: MoonPlace): Koota {
  const b = vashyaOf(boy);
  const g = vashyaOf(girl);
  const value = vashyaPoints(b, g);
  const words: Record<number, string> = {
    2: 'The same group.',
    1: 'Groups that get on (one is vashya to the other).',
    0.5: 'Groups that get on only partly.',
    0: 'Groups that do not get on (one preys on the other).',
  };
  return {
    id: 'vashya',
    name: 'Vashya',
    max: KOOTA_MAXIMA.vashya,
    points: value,
    boy: `${b} (${VASHYA_ENGLISH[b]})`,
    girl: `${g} (${VASHYA_ENGLISH[g]})`,
    decided: words[value],
  };
}

function tara(boy: MoonPlace, girl: MoonPlace): Koota {
  const fromGirl = taraFrom(girl.nakshatra, boy.nakshatra);
  const fromBoy = taraFrom(boy.nakshatra, girl.nakshatra);
  const side = (t: number) => (BAD_TARAS.includes(t) ? 0 : 1.5);
  const say = (t: number, whose: string) =>
    `${ordinal(t)} tara (${TARA_NAMES[t - 1]}) from the ${whose}’s star, ${BAD_TARAS.includes(t) ? 'inauspicious: 0' : 'auspicious: 1.5'}`;
  return {
    id: 'tara',
    name: 'Tara (Dina)',
    max: KOOTA_MAXIMA.tara,
    points: side(fromGirl) + side(fromBoy),
    boy: `${ordinal(fromGirl)}: ${TARA_NAMES[fromGirl - 1]}`,
    girl: `${ordinal(fromBoy)}: ${TARA_NAMES[fromBoy - 1]}`,
    decided: `The boy’s star is the ${say(fromGirl, 'girl')}; the girl’s is the ${say(fromBoy, 'boy')}.`,
  };
}

function yoni(boy: MoonPlace, girl: MoonPlace): Koota {
  const b = YONI_OF_NAKSHATRA[boy.nakshatra];
  const g = YONI_OF_NAKSHATRA[girl.nakshatra];
  const value = yoniPoints(b.animal, g.animal);
  return {
    id: 'yoni',
    name: 'Yoni',
    max: KOOTA_MAXIMA.yoni,
    points: value,
    boy: `${b.animal} (${b.sex})`,
    girl: `${g.animal} (${g.sex})`,
    decided: b.animal === g.animal ? 'The same animal.' : `${b.animal} and ${g.animal}: ${YONI_RELATION[value]}.`,
  };
}

/** Whether two lords are the same or regard each other as friends. */
export function lordsFriendly(a: Planet, b: Planet): boolean {
  return a === b || (relation(a, b) === 'friend' && relation(b, a) === 'friend');
}

function grahaMaitri(boy: MoonPlace, girl: MoonPlace): Koota {
  const b = SIGN_LORD[boy.sign];
  const g = SIGN_LORD[girl.sign];
  const value = b === g ? 5 : maitriPoints(relation(b, g), relation(g, b));
  return {
    id: 'grahaMaitri',
    name: 'Graha Maitri',
    max: KOOTA_MAXIMA.grahaMaitri,
    points: value,
    boy: `${planetName(b)} (${signName(boy.sign)})`,
    girl: `${planetName(g)} (${signName(girl.sign)})`,
    decided:
      b === g
        ? 'The same lord.'
        : `${planetName(b)} regards ${planetName(g)} as ${article(relation(b, g))}; ${planetName(g)} regards ${planetName(b)} as ${article(relation(g, b))}.`,
  };
}

const article = (r: string) => (r === 'enemy' ? 'an enemy' : r === 'friend' ? 'a friend' : 'neutral');

function gana(boy: MoonPlace, girl: MoonPlace): Koota {
  const b = GANA_OF_NAKSHATRA[boy.nakshatra];
  const g = GANA_OF_NAKSHATRA[girl.nakshatra];
  const value = ganaPoints(b, g);
  return {
    id: 'gana',
    name: 'Gana',
    max: KOOTA_MAXIMA.gana,
    points: value,
    boy: b,
    girl: g,
    decided: b === g ? 'The same gana.' : `A ${b} boy with a ${g} girl: ${value} of 6.`,
  };
}

function bhakoot(boy: MoonPlace, girl: MoonPlace): { koota: Koota; dosha: Dosha } {
  const girlFromBoy = placeFrom(boy.sign, girl.sign);
  const boyFromGirl = placeFrom(girl.sign, boy.sign);
  const kind = BHAKOOT_DOSHAS.find(({ places }) => places.includes(girlFromBoy) && places.includes(boyFromGirl));
  const koota: Koota = {
    id: 'bhakoot',
    name: 'Bhakoot (Rashi)',
    max: KOOTA_MAXIMA.bhakoot,
    points: kind ? 0 : 7,
    boy: signName(boy.sign),
    girl: signName(girl.sign),
    decided: `The girl’s sign is the ${ordinal(girlFromBoy)} from the boy’s, his the ${ordinal(boyFromGirl)} from hers: ${
      kind ? `${kind.name}, Bhakoot dosha` : 'no dosha'
    }.`,
  };
  const b = SIGN_LORD[boy.sign];
  const g = SIGN_LORD[girl.sign];
  const padas = boy.pada !== null && girl.pada !== null;
  const navamsaLords = padas
    ? ([SIGN_LORD[navamsaOfPada(boy.nakshatra, boy.pada!)], SIGN_LORD[navamsaOfPada(girl.nakshatra, girl.pada!)]] as const)
    : null;
  const exceptions: Exception[] = [
    {
      rule: 'The two Moon signs have the same lord',
      applies: b === g,
      because: b === g ? `Both are ruled by ${planetName(b)}.` : `${planetName(b)} and ${planetName(g)}.`,
    },
    {
      rule: 'The two signs’ lords are friends of each other',
      applies: b !== g && lordsFriendly(b, g),
      because:
        b === g
          ? 'The same lord (above).'
          : `${planetName(b)} regards ${planetName(g)} as ${article(relation(b, g))}, ${planetName(g)} regards ${planetName(b)} as ${article(relation(g, b))}.`,
    },
    {
      rule: 'The lords of the Moons’ navamsas are the same or friends of each other',
      applies: navamsaLords !== null && lordsFriendly(navamsaLords[0], navamsaLords[1]),
      because: navamsaLords
        ? `Navamsa lords ${planetName(navamsaLords[0])} and ${planetName(navamsaLords[1])}.`
        : 'Not known: it needs both padas.',
    },
  ];
  return { koota, dosha: doshaOf(Boolean(kind), kind?.name, exceptions) };
}

function doshaOf(present: boolean, kind: string | undefined, exceptions: Exception[]): Dosha {
  return { present, ...(kind ? { kind } : {}), exceptions, cancelled: present && exceptions.some((e) => e.applies) };
}

function nadi(boy: MoonPlace, girl: MoonPlace): { koota: Koota; dosha: Dosha } {
  const b = NADI_OF_NAKSHATRA[boy.nakshatra];
  const g = NADI_OF_NAKSHATRA[girl.nakshatra];
  const same = b === g;
  const koota: Koota = {
    id: 'nadi',
    name: 'Nadi',
    max: KOOTA_MAXIMA.nadi,
    points: same ? 0 : 8,
    boy: `${b} (${NADI_DOSHA_ENGLISH[b]})`,
    girl: `${g} (${NADI_DOSHA_ENGLISH[g]})`,
    decided: same ? `Both ${b} nadi: Nadi dosha.` : 'Different nadis: no dosha.',
  };
  const sameSign = boy.sign === girl.sign;
  const sameStar = boy.nakshatra === girl.nakshatra;
  const padas = boy.pada !== null && girl.pada !== null;
  const exceptions: Exception[] = [
    {
      rule: 'The same Moon sign but different nakshatras',
      applies: sameSign && !sameStar,
      because: `${signName(boy.sign)} and ${signName(girl.sign)}; ${nakshatraName(boy.nakshatra)} and ${nakshatraName(girl.nakshatra)}.`,
    },
    {
      rule: 'The same nakshatra but different Moon signs',
      applies: sameStar && !sameSign,
      because: `${nakshatraName(boy.nakshatra)} and ${nakshatraName(girl.nakshatra)}; ${signName(boy.sign)} and ${signName(girl.sign)}.`,
    },
    {
      rule: 'The same nakshatra but different padas',
      applies: sameStar && padas && boy.pada !== girl.pada,
      because: !sameStar
        ? 'Different nakshatras.'
        : padas
          ? `Padas ${boy.pada} and ${girl.pada}.`
          : 'Not known: it needs both padas.',
    },
  ];
  return { koota, dosha: doshaOf(same, same ? `Both ${b} nadi` : undefined, exceptions) };
}

export function readingOf(total: number): string {
  return READINGS.find((band) => total >= band.from)!.reading;
}

/** The eight kootas, the total out of 36 and its reading, and the two doshas with their exceptions. */
export function gunaMilan(boy: MoonPlace, girl: MoonPlace): GunaMilan {
  const b = bhakoot(boy, girl);
  const n = nadi(boy, girl);
  const kootas = [
    varna(boy, girl),
    vashya(boy, girl),
    tara(boy, girl),
    yoni(boy, girl),
    grahaMaitri(boy, girl),
    gana(boy, girl),
    b.koota,
    n.koota,
  ];
  const total = kootas.reduce((sum, koota) => sum + koota.points, 0);
  return { kootas, total, reading: readingOf(total), nadiDosha: n.dosha, bhakootDosha: b.dosha };
}

/** A Moon place from its sidereal longitude. */
export function moonPlaceOf(longitude: number): MoonPlace {
  const l = ((longitude % 360) + 360) % 360;
  const nakshatra = Math.min(26, Math.floor(l / (360 / 27)));
  const pada = Math.min(4, Math.floor((l - nakshatra * (360 / 27)) / (360 / 108)) + 1);
  return { sign: Math.min(11, Math.floor(l / 30)), nakshatra, pada, longitude: l };
}
