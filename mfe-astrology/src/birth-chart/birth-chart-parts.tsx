/*
 * What the birth chart's result tabs show: the drawn charts (Indian styles for the sidereal zodiac, the wheel for
 * the tropical), the table of positions (also the charts' text equivalent), the Navamsa and Manglik.
 */
import styled from 'styled-components';
import { DataTable, type TableColumn } from '@calc/shared';
import { NorthIndianChart, SIGN_NAMES, SouthIndianChart, WesternWheel, type ChartBody } from '../chart-drawings';
import { formatDms } from '../sky';
import { formatOffset } from '../birth/local-time';
import type { Birth } from '../birth/birth-inputs';
import type { BirthChartResult, ChartRow } from './birth-chart';
import { isManglikChart, MANGLIK_HOUSES } from './manglik-rule';

const ABBREVIATIONS: Record<ChartRow['id'], string> = {
  ascendant: 'As',
  midheaven: 'MC',
  sun: 'Su',
  moon: 'Mo',
  mercury: 'Me',
  venus: 'Ve',
  mars: 'Ma',
  jupiter: 'Ju',
  saturn: 'Sa',
  uranus: 'Ur',
  neptune: 'Ne',
  pluto: 'Pl',
  rahu: 'Ra',
  ketu: 'Ke',
};

const Charts = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  align-items: start;
  figure {
    margin: 0;
  }
  /* The wheel carries more labels than a square chart: it takes the whole row. */
  figure.wide {
    grid-column: 1 / -1;
    justify-self: center;
    width: min(100%, 480px);
  }
  figcaption {
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0 0 16px;
  font-size: 14px;
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 12px 0 0;
  font-size: 14px;
  line-height: 1.55;
  color: var(--text-muted);
`;

const Changes = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  line-height: 1.6;
`;

const Verdict = styled.p<{ $tone: 'bad' | 'good' }>`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-radius: var(--radius);
  font-weight: 700;
  background: ${({ $tone }) => ($tone === 'bad' ? 'var(--warning-bg, var(--surface-2))' : 'var(--success-bg, var(--surface-2))')};
`;

/** The birth as the results state it: date, time, place and the offset used. */
export function BirthFacts({ birth, result }: { birth: Birth; result: BirthChartResult }) {
  const { local } = birth;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Facts>
      <dt>Born</dt>
      <dd>
        {`${local.year}-${pad(local.month)}-${pad(local.day)}`}{' '}
        {birth.timeKnown ? `${pad(local.hour)}:${pad(local.minute)}` : '(time unknown: positions at 12:00)'}{' '}
        {formatOffset(birth.offsetMinutes)}
        {birth.zoneAbbreviation && !/^GMT|^UTC/.test(birth.zoneAbbreviation) ? ` (${birth.zoneAbbreviation})` : ''}
      </dd>
      <dt>Place</dt>
      <dd>
        {birth.place ? `${birth.place}, ` : ''}
        {Math.abs(birth.latitude).toFixed(4)}° {birth.latitude < 0 ? 'S' : 'N'}, {Math.abs(birth.longitude).toFixed(4)}°{' '}
        {birth.longitude < 0 ? 'W' : 'E'}
      </dd>
      <dt>Zodiac</dt>
      <dd>
        {result.ayanamsa
          ? `Sidereal, ${result.ayanamsa.label} ayanamsa ${formatDms(result.ayanamsa.value)}`
          : `Tropical, ${result.houseSystem ? `${HOUSE_NAMES[result.houseSystem]} houses` : 'no houses (time unknown)'}`}
      </dd>
      <dt>Rahu and Ketu</dt>
      <dd>{result.node === 'mean' ? 'Mean node' : 'True node'}</dd>
    </Facts>
  );
}

const HOUSE_NAMES = { placidus: 'Placidus', equal: 'Equal', 'whole-sign': 'Whole Sign' } as const;

function chartBodies(rows: ChartRow[]): ChartBody[] {
  return rows
    .filter((row) => row.id !== 'midheaven')
    .map((row) => ({
      id: row.id,
      abbr: ABBREVIATIONS[row.id],
      name: row.name,
      sign: row.sign,
      degree: row.degree,
      longitude: row.longitude,
      retrograde: row.retrograde,
    }));
}

export function ChartPanel({ result, style, birth }: { result: BirthChartResult; style: string; birth: Birth }) {
  const bodies = chartBodies(result.rows);
  const midheaven = result.rows.find((row) => row.id === 'midheaven');
  const ascendant = result.rows.find((row) => row.id === 'ascendant');
  const navamsaBodies: ChartBody[] = result.navamsa.map((entry) => ({
    id: entry.id,
    abbr: ABBREVIATIONS[entry.id],
    name: entry.name,
    sign: entry.sign,
    degree: null,
    longitude: entry.sign * 30 + 15,
  }));
  const Indian = style === 'south' ? SouthIndianChart : NorthIndianChart;
  return (
    <>
      <BirthFacts birth={birth} result={result} />
      <Charts>
        {result.zodiac === 'sidereal' ? (
          <figure>
            <figcaption>Birth chart (D1), {style === 'south' ? 'South' : 'North'} Indian style</figcaption>
            <Indian title="Birth chart (D1)" ascendantSign={result.ascendantSign} bodies={bodies} />
          </figure>
        ) : (
          <figure className="wide">
            <figcaption>
              Birth chart, {result.houseSystem ? `${HOUSE_NAMES[result.houseSystem]} houses` : 'signs only'}
            </figcaption>
            <WesternWheel
              title="Birth chart wheel"
              cusps={result.cusps}
              ascendant={ascendant?.longitude ?? null}
              midheaven={midheaven?.longitude ?? null}
              bodies={bodies.filter((body) => body.id !== 'ascendant')}
            />
          </figure>
        )}
        <figure>
          <figcaption>Navamsa (D9), {style === 'south' ? 'South' : 'North'} Indian style</figcaption>
          <Indian title="Navamsa chart (D9)" ascendantSign={result.navamsaAscendant} bodies={navamsaBodies} />
        </figure>
      </Charts>
      {result.placidusUndefined ? (
        <Note>
          Placidus houses do not exist this close to the pole (beyond the polar circles some degrees of the zodiac never rise);
          the houses shown are equal houses from the Ascendant.
        </Note>
      ) : null}
      {result.dayChanges.length > 0 || !birth.timeKnown ? <DayChanges result={result} /> : null}
      <Note>The table in the Positions tab gives every figure of the charts in words.</Note>
    </>
  );
}

function DayChanges({ result }: { result: BirthChartResult }) {
  return (
    <Note as="div">
      <strong>Birth time unknown.</strong> The positions are those of 12:00 local time; the Ascendant and the houses depend on the
      time and are left out.{' '}
      {result.dayChanges.length > 0 ? (
        <>
          What could differ within that day:
          <Changes>
            {result.dayChanges.map((change) => (
              <li key={change.text}>{change.text}</li>
            ))}
          </Changes>
        </>
      ) : (
        'No body changes sign that day (the Moon keeps its nakshatra too), so every sign shown holds for the whole day; only the degrees move.'
      )}
    </Note>
  );
}

const positionColumns = (result: BirthChartResult): TableColumn<ChartRow>[] => {
  const columns: TableColumn<ChartRow>[] = [
    { header: 'Body', cell: (row) => row.name },
    { header: 'Sign', cell: (row) => `${row.signName} (${row.sanskrit})` },
    { header: 'Degree', cell: (row) => row.degreeText, numeric: true },
  ];
  if (result.zodiac === 'sidereal')
    columns.push(
      { header: 'Nakshatra', cell: (row) => row.nakshatra?.name ?? '' },
      { header: 'Pada', cell: (row) => (row.nakshatra ? String(row.nakshatra.pada) : ''), numeric: true },
    );
  columns.push(
    { header: 'House', cell: (row) => (row.house === null ? '—' : String(row.house)), numeric: true },
    { header: 'Retrograde', cell: (row) => (row.retrograde ? 'Retrograde' : '—') },
  );
  return columns;
};

export function PositionsTable({ result }: { result: BirthChartResult }) {
  return (
    <DataTable label="Positions of the bodies" columns={positionColumns(result)} rows={result.rows} rowKey={(row) => row.id} />
  );
}

export function NavamsaTable({ result }: { result: BirthChartResult }) {
  const rows = [
    ...(result.navamsaAscendant !== null ? [{ name: 'Ascendant', sign: result.navamsaAscendant }] : []),
    ...result.navamsa.filter((entry) => entry.id !== 'ascendant'),
  ];
  return (
    <DataTable
      label="Navamsa (D9) signs"
      columns={[
        { header: 'Body', cell: (row) => row.name },
        { header: 'Navamsa Sign', cell: (row) => SIGN_NAMES[row.sign] },
      ]}
      rows={rows}
      rowKey={(row) => row.name}
    />
  );
}

export function ManglikPanel({ result }: { result: BirthChartResult }) {
  const { fromAscendant, fromMoon } = result.manglik;
  const manglik = isManglikChart(result.manglik);
  const counted = (check: { house: number; manglik: boolean }, from: string) =>
    `Mars is in the ${ordinal(check.house)} house from the ${from}: ${check.manglik ? 'Manglik' : 'not Manglik'}.`;
  return (
    <>
      <Verdict $tone={manglik ? 'bad' : 'good'}>{manglik ? 'Manglik (Mangal dosha)' : 'Not Manglik'}</Verdict>
      <ul>
        <li>
          {fromAscendant
            ? counted(fromAscendant, 'Ascendant')
            : 'From the Ascendant: not known, since the birth time is unknown.'}
        </li>
        <li>{counted(fromMoon, 'Moon')}</li>
      </ul>
      <Note>
        The rule: Mars in the {MANGLIK_HOUSES.slice(0, -1).map(ordinal).join(', ')} or {ordinal(12)} house, counted in whole signs
        of the sidereal zodiac from the Ascendant, and separately from the Moon. Some astrologers also count from Venus, leave out
        the 2nd house, or cancel the dosha by exceptions (Mars in its own sign, for example); this page applies none of them.
      </Note>
    </>
  );
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
