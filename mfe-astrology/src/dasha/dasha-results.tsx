/* The dasha's code that loads on Calculate, with the ephemeris: the calculation and its result views. */
import styled from 'styled-components';
import { DataTable, type TableColumn } from '@calc/shared';
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { calendarDate } from '../birth/local-time';
import { ayanamsaLabel } from '../birth/sky-choices';
import type { Birth } from '../birth/birth-inputs';
import { dashaOfBirth, runningAt, yearsMonthsDays, type DashaPeriod, type DashaResult } from './dasha';

/** A table's heading, clear of the note or table above it. */
const TableHeading = styled.h3`
  margin: 24px 0 8px;
`;

interface Row {
  key: string;
  lord: string;
  start: string;
  end: string;
  running: boolean;
}

const columns: TableColumn<Row>[] = [
  { header: 'Dasha', cell: (row) => (row.running ? <strong>{row.lord} (running now)</strong> : row.lord) },
  { header: 'Starts', cell: (row) => row.start },
  { header: 'Ends', cell: (row) => row.end },
];

function rows(periods: DashaPeriod[], birth: Birth, now: Date, prefix: string): Row[] {
  const running = runningAt(periods, now);
  return periods.map((period) => ({
    key: `${prefix}-${period.lord}-${period.start.getTime()}`,
    lord: prefix ? `${prefix}–${period.lord}` : period.lord,
    start: calendarDate(period.start, birth.offsetMinutes),
    end: calendarDate(period.end, birth.offsetMinutes),
    running: period === running,
  }));
}

function Summary({ result, birth, now }: { result: DashaResult; birth: Birth; now: Date }) {
  const maha = runningAt(result.mahadashas, now);
  const antar = maha ? runningAt(maha.antardashas, now) : null;
  const first = result.mahadashas[0];
  return (
    <>
      <Figures>
        <Figure
          headline
          label="Mahadasha at Birth"
          value={first.lord}
          detail={`Ends ${calendarDate(first.end, birth.offsetMinutes)}`}
        />
        <Figure
          headline
          label="Balance at Birth"
          value={yearsMonthsDays(result.balanceYears)}
          detail={`of ${first.years} years`}
        />
        <Figure
          label="Moon’s Nakshatra"
          value={result.nakshatra.name}
          detail={`Lord ${result.nakshatra.lord}, ${(result.nakshatra.fraction * 100).toFixed(2)}% crossed`}
        />
        <Figure
          label="Running Today"
          value={maha ? `${maha.lord}–${antar?.lord ?? ''}` : 'Beyond the 120 years'}
          detail={antar ? `Antardasha until ${calendarDate(antar.end, birth.offsetMinutes)}` : undefined}
        />
      </Figures>
      <SkyNote>
        {birthLine(birth)} Sidereal Moon, {ayanamsaLabel(result.ayanamsa)} ayanamsa; a year is 365.25 days. Dates are at the place
        of birth’s UTC offset.
      </SkyNote>
      <TableHeading>Mahadashas</TableHeading>
      <DataTable label="Mahadashas" columns={columns} rows={rows(result.mahadashas, birth, now, '')} rowKey={(row) => row.key} />
    </>
  );
}

function Antardashas({ result, birth, now }: { result: DashaResult; birth: Birth; now: Date }) {
  return (
    <>
      {result.mahadashas.map((maha) => (
        <section key={maha.start.getTime()}>
          <TableHeading>
            {maha.lord} mahadasha, {calendarDate(maha.start, birth.offsetMinutes)} to{' '}
            {calendarDate(maha.end, birth.offsetMinutes)}
          </TableHeading>
          <DataTable
            label={`Antardashas of the ${maha.lord} mahadasha`}
            columns={columns}
            rows={rows(maha.antardashas, birth, now, maha.lord)}
            rowKey={(row) => row.key}
          />
        </section>
      ))}
    </>
  );
}

const dasha: SkyModule<DashaResult> = {
  calculate: dashaOfBirth,
  resultTabs: ({ value, birth }) => {
    const now = new Date();
    return [
      { id: 'mahadashas', label: 'Mahadashas', content: <Summary result={value} birth={birth} now={now} /> },
      { id: 'antardashas', label: 'Antardashas', content: <Antardashas result={value} birth={birth} now={now} /> },
    ];
  },
  summary: ({ value }) =>
    `Moon in ${value.nakshatra.name}: ${value.mahadashas[0].lord} mahadasha at birth, balance ${yearsMonthsDays(value.balanceYears)}.`,
};

export default dasha;
