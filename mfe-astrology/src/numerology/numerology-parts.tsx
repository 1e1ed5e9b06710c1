/* The presentational pieces of the numerology page: the five figures, their meanings and the About card. */
import styled from 'styled-components';
import { Card, FieldStack } from '@calc/shared';
import { NUMBER_LABELS, type NumberKey, type NumerologyResult } from './numerology';

/** The order in which the numbers are shown, Life Path (the headline) first. */
export const NUMBER_ORDER: NumberKey[] = [
  'lifePathNumber',
  'expressionNumber',
  'soulUrgeNumber',
  'personalityNumber',
  'birthdayNumber',
];

/** A few words per number (SPEC section 9), shown under the figure; a number without a meaning shows 'Unknown'. */
const KEYWORDS: Record<number, string> = {
  1: 'Leadership and independence',
  2: 'Cooperation and diplomacy',
  3: 'Creativity',
  4: 'Stability',
  5: 'Freedom',
  6: 'Responsibility',
  7: 'Spirituality',
  8: 'Power and success',
  9: 'Compassion',
  11: 'Spiritual insight',
  22: 'Master builder',
  33: 'Master teacher',
};

/** Sizes itself by its own width, so the figures fit whether the results sit beside the inputs or below them. */
const StatsFrame = styled.div`
  container-type: inline-size;
`;

/* Same boxes as the finance calculators' results (surface-2, border, radius, 16px padding), with bigger figures. */
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  @container (min-width: 720px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div<{ $headline: boolean }>`
  display: flex;
  flex-direction: column;
  padding: 16px;
  border-radius: var(--radius);
  border: 1px solid ${({ $headline }) => ($headline ? 'color-mix(in srgb, var(--primary) 35%, transparent)' : 'var(--border)')};
  background: ${({ $headline }) => ($headline ? 'var(--primary-soft)' : 'var(--surface-2)')};
  min-width: 0;
  ${({ $headline }) => ($headline ? 'grid-column: 1 / -1;' : '')}
  dt {
    font-size: 13px;
    font-weight: 600;
    color: var(--text-muted);
  }
  dd {
    margin: 0;
  }
  .figure {
    margin-top: 4px;
    font-size: ${({ $headline }) => ($headline ? '52px' : '40px')};
    line-height: 1.1;
    font-weight: 800;
    color: ${({ $headline }) => ($headline ? 'var(--primary-text)' : 'var(--text)')};
    font-variant-numeric: tabular-nums;
  }
  .keyword {
    margin-top: 4px;
    font-size: 13px;
    color: var(--text-muted);
  }
`;

/** The five numbers as big figures: each label (dt) is followed by its figure (the first dd). */
export function NumberStats({ result }: { result: NumerologyResult }) {
  return (
    <StatsFrame>
      <Stats>
        {NUMBER_ORDER.map((key) => {
          const value = result[key];
          const keyword = KEYWORDS[value] ?? 'Unknown';
          return (
            <Stat key={key} $headline={key === 'lifePathNumber'}>
              <dt>{NUMBER_LABELS[key]}</dt>
              <dd className="figure">{value}</dd>
              <dd className="keyword">{keyword}</dd>
            </Stat>
          );
        })}
      </Stats>
    </StatsFrame>
  );
}

const Meanings = styled.dl`
  container-type: inline-size;
  display: grid;
  gap: 12px;
  margin: 0;
`;

const Meaning = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'figure label' 'text text';
  column-gap: 12px;
  row-gap: 8px;
  align-items: center;
  padding: 16px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface-2);
  dt {
    grid-area: label;
    font-size: 15px;
    font-weight: 700;
    color: var(--text);
  }
  dd {
    margin: 0;
  }
  .figure {
    grid-area: figure;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: var(--primary-soft);
    border: 1px solid color-mix(in srgb, var(--primary) 35%, transparent);
    color: var(--primary-text);
    font-size: 20px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .text {
    grid-area: text;
    font-size: 14px;
    line-height: 1.6;
    color: var(--text-muted);
  }
  /* Beside the figure where there is room; below it on phones, so the paragraph keeps the full width. */
  @container (min-width: 420px) {
    grid-template-areas: 'figure label' 'figure text';
    column-gap: 16px;
    row-gap: 4px;
    align-items: start;
  }
`;

/** Each number with its meaning paragraph ('Unknown' where there is none): label (dt), figure, then the text. */
export function MeaningList({ result }: { result: NumerologyResult }) {
  return (
    <Meanings>
      {NUMBER_ORDER.map((key) => (
        <Meaning key={key}>
          <dt>{NUMBER_LABELS[key]}</dt>
          <dd className="figure">{result[key]}</dd>
          <dd className="text">{result.meanings[key]}</dd>
        </Meaning>
      ))}
    </Meanings>
  );
}

const AboutText = styled(FieldStack)`
  gap: 12px;
  font-size: 14px;
  line-height: 1.6;
  color: var(--text-muted);
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 18px;
    display: grid;
    gap: 6px;
  }
  strong {
    color: var(--text);
    font-weight: 600;
  }
`;

/** The side card: what the numbers are and where they come from. */
export function AboutNumerology() {
  return (
    <Card title="About Numerology" id="numerology-about">
      <AboutText>
        <p>
          Numerology gives every letter a number from 1 to 9 (A=1 to I=9, J=1 to R=9, S=1 to Z=8) and adds up the letters of your
          name and the digits of your birth date. Each sum is reduced to a single digit, except the master numbers 11, 22 and 33,
          which are kept.
        </p>
        <ul>
          <li>
            <strong>Life Path</strong>: your full birth date; the path your life tends to take.
          </li>
          <li>
            <strong>Expression</strong>: all the letters of your name; your talents.
          </li>
          <li>
            <strong>Soul Urge</strong>: the vowels of your name; what you long for inside.
          </li>
          <li>
            <strong>Personality</strong>: the consonants; how others see you.
          </li>
          <li>
            <strong>Birthday</strong>: the day you were born; a gift you carry.
          </li>
        </ul>
        <p>Numerology is a tradition for reflection and fun, not a science.</p>
      </AboutText>
    </Card>
  );
}
