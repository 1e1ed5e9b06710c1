/* The Sade Sati's code that loads on Calculate, with the ephemeris: the calculation and its result views. */
import styled from 'styled-components';
import { ReportTable, type ReportColumn } from '@calc/shared';
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { calendarDate } from '../birth/local-time';
import { ayanamsaLabel } from '../birth/sky-choices';
import type { Birth } from '../birth/birth-inputs';
import { SIGNS } from '../sky';
import { PHASE_NAMES, sadeSatiOfBirth, spanHolds, type SadeSatiResult, type SaturnStay } from './sade-sati';

/** A table's heading, clear of the note or table above it. */
const TableHeading = styled.h3`
  margin: 24px 0 8px;
`;

interface StayRow {
  sadeSati: string;
  phase: string;
  sign: string;
  from: string;
  to: string;
}

/** A stay's ends as dates at the birth place's offset; an open end is the birth or the end of the search. */
function dates(stay: { start: Date | null; end: Date | null }, result: SadeSatiResult, birth: Birth) {
  return {
    from: stay.start ? calendarDate(stay.start, birth.offsetMinutes) : 'Before birth',
    to: stay.end ? calendarDate(stay.end, birth.offsetMinutes) : `After ${calendarDate(result.to, birth.offsetMinutes)}`,
  };
}

const stayColumns = (first: ReportColumn<StayRow>[]): ReportColumn<StayRow>[] => [
  ...first,
  { header: 'Phase', value: (row) => row.phase, format: 'text' },
  { header: 'Saturn in', value: (row) => row.sign, format: 'text' },
  { header: 'From', value: (row) => row.from, format: 'text' },
  { header: 'To', value: (row) => row.to, format: 'text' },
];

const sadeSatiColumns = stayColumns([{ header: 'Sade Sati', value: (row) => row.sadeSati, format: 'text' }]);
const dhaiyaColumns = stayColumns([]);

function stayRow(stay: SaturnStay, result: SadeSatiResult, birth: Birth, sadeSati: string): StayRow {
  return {
    sadeSati,
    phase: PHASE_NAMES[stay.house],
    sign: stay.sign,
    ...dates(stay, result, birth),
  };
}

/** The year or years a span covers, as the Sade Sati column names it ('2017–2025'). */
function years(span: { start: Date | null; end: Date | null }, result: SadeSatiResult, birth: Birth): string {
  const year = (at: Date) => calendarDate(at, birth.offsetMinutes).slice(-4);
  return `${year(span.start ?? result.from)}–${span.end ? year(span.end) : '…'}`;
}

/** The one running now, else the next, as a figure: its name, and its dates. */
function NowOrNext({
  label,
  spans,
  result,
  birth,
  now,
}: {
  label: string;
  spans: { start: Date | null; end: Date | null; name: string }[];
  result: SadeSatiResult;
  birth: Birth;
  now: Date;
}) {
  const running = spans.find((span) => spanHolds(span, now));
  if (running) {
    const { to } = dates(running, result, birth);
    return <Figure headline label={`${label} Now`} value={`Running: ${running.name}`} detail={`Until ${to}`} />;
  }
  const next = spans.find((span) => span.start && span.start.getTime() > now.getTime());
  if (!next) return <Figure label={`Next ${label}`} value="None in the years searched" />;
  const { from, to } = dates(next, result, birth);
  return <Figure label={`Next ${label}`} value={from} detail={next.name ? `${next.name}, to ${to}` : `To ${to}`} />;
}

function SadeSatiTab({ result, birth, now }: { result: SadeSatiResult; birth: Birth; now: Date }) {
  const moon = result.moonSign.index;
  const around = [11, 0, 1].map((k) => SIGNS[(moon + k) % 12].name).join(', ');
  const rows = result.sadeSatis.flatMap((sadeSati) =>
    sadeSati.stays.map((stay) => stayRow(stay, result, birth, years(sadeSati, result, birth))),
  );
  return (
    <>
      <Figures>
        <Figure headline label="Moon Sign (Janma Rashi)" value={result.moonSign.name} detail={`Sade Sati: Saturn in ${around}`} />
        <NowOrNext
          label="Sade Sati"
          // The whole Sade Sati, named by the phase running now (a next one is named by its dates alone).
          spans={result.sadeSatis.map((span) => {
            const phase = span.stays.find((stay) => spanHolds(stay, now));
            return { start: span.start, end: span.end, name: phase ? PHASE_NAMES[phase.house] : '' };
          })}
          result={result}
          birth={birth}
          now={now}
        />
        <Figure
          label="Sade Satis in a Lifetime"
          value={String(result.sadeSatis.length)}
          detail={`From birth to ${calendarDate(result.to, birth.offsetMinutes)}`}
        />
      </Figures>
      <SkyNote>
        {birthLine(birth)} Sidereal Moon and Saturn, {ayanamsaLabel(result.ayanamsa)} ayanamsa. A phase begins the day Saturn
        enters the sign; a retrograde return to a sign is a row of its own. Dates are at the place of birth’s UTC offset; today is
        marked by your device’s clock.
      </SkyNote>
      <TableHeading>Every Sade Sati and its phases</TableHeading>
      <ReportTable label="Sade Sati phases" columns={sadeSatiColumns} rows={rows} fileName="sade-sati.csv" />
    </>
  );
}

function DhaiyaTab({ result, birth, now }: { result: SadeSatiResult; birth: Birth; now: Date }) {
  return (
    <>
      <Figures>
        <NowOrNext
          label="Dhaiya"
          spans={result.dhaiyas.map((stay) => ({ ...stay, name: PHASE_NAMES[stay.house] }))}
          result={result}
          birth={birth}
          now={now}
        />
      </Figures>
      <SkyNote>
        Dhaiya (about 2½ years) is Saturn in the 4th sign from the Moon’s (Kantaka Shani) or the 8th (Ashtama Shani).
      </SkyNote>
      <TableHeading>Every Dhaiya</TableHeading>
      <ReportTable
        label="Dhaiya periods"
        columns={dhaiyaColumns}
        rows={result.dhaiyas.map((stay) => stayRow(stay, result, birth, ''))}
        fileName="dhaiya.csv"
      />
    </>
  );
}

const sadeSati: SkyModule<SadeSatiResult> = {
  calculate: sadeSatiOfBirth,
  resultTabs: ({ value, birth }) => {
    const now = new Date();
    return [
      { id: 'sade-sati', label: 'Sade Sati', content: <SadeSatiTab result={value} birth={birth} now={now} /> },
      { id: 'dhaiya', label: 'Dhaiya', content: <DhaiyaTab result={value} birth={birth} now={now} /> },
    ];
  },
  summary: ({ value }) =>
    `Moon in ${value.moonSign.name}: ${value.sadeSatis.length} Sade Satis and ${value.dhaiyas.length} Dhaiyas in ${Math.round(
      (value.to.getTime() - value.from.getTime()) / (365.25 * 86_400_000),
    )} years.`,
};

export default sadeSati;
