/*
 * The matching's worked example, computed by the page's own functions (./kundli-matching, ./guna-milan): a boy born
 * in New Delhi on 15 August 1947 at 00:00 and a girl born in Bengaluru on 15 July 2009 at 12:00.
 */
import type { ExplanationExample } from '@calc/shared';
import { NAKSHATRAS, SIGNS } from '../sky';
import type { BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { points } from './guna-milan';
import { calculateMatch } from './kundli-matching';
import { checkPerson, EMPTY_PERSON, type PersonInputs } from './match-inputs';

export const BENGALURU_2009: BirthInputs = {
  ...DELHI_1947,
  date: '2009-07-15',
  time: '12:00',
  place: 'Bengaluru, Karnataka, India',
  latitude: '12.972',
  longitude: '77.594',
};

export const KUNDLI_MATCHING_EXAMPLE_INPUTS: { boy: PersonInputs; girl: PersonInputs } = {
  boy: { ...EMPTY_PERSON, birth: DELHI_1947 },
  girl: { ...EMPTY_PERSON, birth: BENGALURU_2009 },
};

export function kundliMatchingExample(inputs: { boy: PersonInputs; girl: PersonInputs }): ExplanationExample {
  const boy = checkPerson(inputs.boy);
  const girl = checkPerson(inputs.girl);
  if (!boy.ok || !girl.ok) throw new Error('The matching’s example does not check.');
  const match = calculateMatch(boy, girl, { ayanamsa: 'lahiri' });
  const moon = (person: typeof match.boy) =>
    `${SIGNS[person.moon.sign].name}, ${NAKSHATRAS[person.moon.nakshatra].name} pada ${person.moon.pada}`;
  return {
    description: `Boy born ${inputs.boy.birth.date} at ${inputs.boy.birth.time} in New Delhi; girl born ${inputs.girl.birth.date} at ${inputs.girl.birth.time} in Bengaluru; both UTC+05:30, Lahiri ayanamsa.`,
    rows: [
      { label: 'Boy’s Moon', value: moon(match.boy) },
      { label: 'Girl’s Moon', value: moon(match.girl) },
      ...match.milan.kootas.map((koota) => ({
        label: `${koota.name} (of ${koota.max}): ${koota.boy} and ${koota.girl}`,
        value: points(koota.points),
      })),
      { label: 'Total', value: `${points(match.milan.total)} of 36: ${match.milan.reading}`, emphasis: true },
      {
        label: 'Bhakoot dosha',
        value: match.milan.bhakootDosha.present
          ? `${match.milan.bhakootDosha.kind}; ${match.milan.bhakootDosha.cancelled ? 'an exception applies' : 'no exception applies'}`
          : 'none',
      },
      {
        label: 'Manglik (Mars from the Ascendant and the Moon)',
        value: `boy: houses ${match.boy.manglik!.fromAscendant!.house} and ${match.boy.manglik!.fromMoon!.house}, ${match.manglikMatch!.boy ? 'Manglik' : 'not Manglik'}; girl: houses ${match.girl.manglik!.fromAscendant!.house} and ${match.girl.manglik!.fromMoon!.house}, ${match.manglikMatch!.girl ? 'Manglik' : 'not Manglik'}`,
      },
    ],
  };
}
