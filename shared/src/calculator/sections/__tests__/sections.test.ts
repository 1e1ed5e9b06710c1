/* The pure rules of field sections: which card shows which field, the values as typed, the derived figures. */
import type { FieldDefinition } from '../../definition';
import {
  derivedOf,
  namesOf,
  sectionFields,
  sectionList,
  sectionProblems,
  valuesAsTyped,
  type DerivedFigures,
  type SectionBand,
} from '../sections';

const field = (name: string): FieldDefinition => ({ name, label: name, kind: 'number', min: 0, max: 1000 });
const FIELDS = ['age', 'savings', 'aReturn', 'aShare', 'bReturn', 'bShare'].map(field);

const BANDS: SectionBand[] = [
  { key: 'personal', title: 'Personal', solveFor: true, fields: ['age', 'savings'], columns: 2 },
  [
    { key: 'a', title: 'A', rows: [{ legend: 'Only', fields: ['aReturn', 'aShare'] }] },
    { key: 'b', title: 'B', rows: [{ legend: 'Only', fields: ['bReturn', 'bShare'] }] },
  ],
];

describe('sections', () => {
  it('lists every card in order, the side-by-side ones included, and the fields each names (grid, then rows)', () => {
    expect(sectionList(BANDS).map((section) => section.key)).toEqual(['personal', 'a', 'b']);
    expect(namesOf({ key: 'x', title: 'X', fields: ['age'], rows: [{ legend: 'R', fields: ['aShare', 'bShare'] }] })).toEqual([
      'age',
      'aShare',
      'bShare',
    ]);
  });

  it('finds no problem when each field is in exactly one card, and names each one that is not', () => {
    expect(sectionProblems(BANDS, FIELDS)).toEqual([]);
    const wrong: SectionBand[] = [
      { key: 'one', title: 'One', fields: ['age', 'age', 'unknown'] },
      { key: 'two', title: 'Two', rows: [{ legend: 'R', fields: ['aReturn', 'aShare', 'bReturn', 'bShare'] }] },
    ];
    expect(sectionProblems(wrong, FIELDS)).toEqual([
      'unknown is not a field',
      'age is in 2 sections',
      'savings is in 0 sections',
    ]);
  });

  it("gives a card its grid fields as the mode shows them, and a mode's targets to the card with Solve for", () => {
    const target = field('targetAmount');
    // The mode shows the target in place of savings.
    const shown = [FIELDS[0], target, ...FIELDS.slice(2)];
    const [personal, a] = sectionList(BANDS);
    expect(sectionFields(personal, BANDS, shown).map((f) => f.name)).toEqual(['age', 'targetAmount']);
    // A card without Solve for never takes a target, and its rows' fields are not grid fields.
    expect(sectionFields(a, BANDS, shown)).toEqual([]);
  });

  it('reads each field as typed, grouping and shorthand understood, empty or unreadable text as 0', () => {
    expect(
      valuesAsTyped(FIELDS, { age: '1,200', savings: '10k', aReturn: '', aShare: '5-3', bReturn: ' 7.5 ', bShare: 'abc' }),
    ).toEqual({ age: 1200, savings: 10000, aReturn: 0, aShare: 0, bReturn: 7.5, bShare: 0 });
    // A field the raw values lack (a mode's target, never typed) counts as 0 too.
    expect(valuesAsTyped([field('missing')], {})).toEqual({ missing: 0 });
  });

  it('works a card out from the values, with its warning when the figures call for one', () => {
    const derived: DerivedFigures = {
      label: 'A sums',
      figures: (values) => [{ label: 'Shares', value: values.aShare + values.bShare, format: 'percent' }],
      warning: ([shares]) => (shares.value === 100 ? null : `Shares are ${shares.value}`),
    };
    // 60 + 40 = 100: no warning; 60 + 50 = 110: one.
    expect(derivedOf(derived, { aShare: 60, bShare: 40 })).toEqual({
      figures: [{ label: 'Shares', value: 100, format: 'percent' }],
      warning: null,
    });
    expect(derivedOf(derived, { aShare: 60, bShare: 50 }).warning).toBe('Shares are 110');
    expect(derivedOf({ ...derived, warning: undefined }, { aShare: 1, bShare: 1 }).warning).toBeNull();
  });
});
