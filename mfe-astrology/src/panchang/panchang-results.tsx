/* The panchang's code that loads on Calculate, with the ephemeris: the calculation and its result views. */
import styled from 'styled-components';
import { ReportTable, type ReportColumn } from '@calc/shared';
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote } from '../birth/sky-figures';
import { calendarDate, clockTimeSeconds, dateOfParts, formatOffset, timeOnDay } from '../birth/local-time';
import { ayanamsaLabel } from '../birth/sky-choices';
import type { Birth } from '../birth/birth-inputs';
import { monthText, NoSunriseError, panchangOfDay, type PanchangEntry, type PanchangResult, type TimeSpan } from './panchang';

const TableHeading = styled.h3`
  margin: 24px 0 8px;
`;

interface Row {
  element: string;
  name: string;
  time: string;
}

const limbColumns: ReportColumn<Row>[] = [
  { header: 'Element', value: (row) => row.element, format: 'text' },
  { header: 'Name', value: (row) => row.name, format: 'text' },
  { header: 'Ends (upto)', value: (row) => row.time, format: 'text' },
];

const timingColumns: ReportColumn<Row>[] = [
  { header: 'Timing', value: (row) => row.element, format: 'text' },
  { header: 'From', value: (row) => row.name, format: 'text' },
  { header: 'To', value: (row) => row.time, format: 'text' },
];

/** The name a tithi is printed with: 'Shukla Saptami (7)', its number 1-30 from Shukla Pratipada. */
function tithiText(entry: PanchangEntry): string {
  return `${entry.paksha ?? ''} ${entry.name} (${entry.index + 1})`.trim();
}

function limbRows(result: PanchangResult, birth: Birth): Row[] {
  const at = (instant: Date) => timeOnDay(instant, birth.offsetMinutes, birth.local);
  const rows = (element: string, list: PanchangEntry[], name: (entry: PanchangEntry) => string = (entry) => entry.name) =>
    list.map((entry) => ({ element, name: name(entry), time: at(entry.end) }));
  return [
    ...rows('Tithi', result.tithis, tithiText),
    ...rows('Nakshatra', result.nakshatras),
    ...rows('Yoga', result.yogas),
    ...rows('Karana', result.karanas),
    ...rows('Sun sign', result.sunSigns),
    ...rows('Moon sign', result.moonSigns),
  ];
}

function timingRows(result: PanchangResult, birth: Birth): Row[] {
  const at = (instant: Date | null) => (instant ? timeOnDay(instant, birth.offsetMinutes, birth.local) : 'None this day');
  const precise = (instant: Date) => clockTimeSeconds(instant, birth.offsetMinutes);
  const span = (element: string, { start, end }: TimeSpan) => ({ element, name: at(start), time: at(end) });
  return [
    { element: 'Sunrise and sunset', name: precise(result.sunrise), time: precise(result.sunset) },
    { element: 'Moonrise and moonset', name: at(result.moonrise), time: at(result.moonset) },
    span('Rahu Kalam', result.rahuKalam),
    span('Yamaganda', result.yamaganda),
    span('Gulika Kalam', result.gulikaKalam),
    span('Abhijit Muhurta', result.abhijit),
  ];
}

/** Which sunrise the times are counted from, as the page says it. */
const sunriseWords = (result: PanchangResult) =>
  result.convention === 'centre'
    ? 'Sunrise and sunset: the centre of the Sun on the true horizon, without refraction (the traditional reckoning)'
    : 'Sunrise and sunset: the Sun’s upper edge on the horizon, with standard refraction (34′), as almanacs print them';

function dayLine(birth: Birth): string {
  const { year, month, day } = birth.local;
  const where = `${Math.abs(birth.latitude).toFixed(4)}° ${birth.latitude < 0 ? 'S' : 'N'}, ${Math.abs(birth.longitude).toFixed(4)}° ${birth.longitude < 0 ? 'W' : 'E'}`;
  return `${dateOfParts(year, month, day)} at ${birth.place ? `${birth.place}, ` : ''}${where}, times at ${formatOffset(birth.offsetMinutes)}.`;
}

function PanchangTab({ result, birth }: { result: PanchangResult; birth: Birth }) {
  const at = (instant: Date) => timeOnDay(instant, birth.offsetMinutes, birth.local);
  const [tithi] = result.tithis;
  const [nakshatra] = result.nakshatras;
  return (
    <>
      <Figures>
        <Figure headline label="Tithi at Sunrise" value={tithiText(tithi)} detail={`Upto ${at(tithi.end)}`} />
        <Figure headline label="Vara" value={result.vara.name} detail={result.vara.weekday} />
        <Figure label="Nakshatra at Sunrise" value={nakshatra.name} detail={`Upto ${at(nakshatra.end)}`} />
        <Figure
          label="Lunar Month"
          value={`${monthText(result.amanta)} (amanta)`}
          detail={`${monthText(result.purnimanta)} (purnimanta), ${result.paksha} paksha`}
        />
        <Figure label="Samvat" value={`Shaka ${result.shaka}`} detail={`Vikram Samvat ${result.vikram}`} />
        <Figure
          label="Sunrise"
          value={clockTimeSeconds(result.sunrise, birth.offsetMinutes)}
          detail={`Sunset ${clockTimeSeconds(result.sunset, birth.offsetMinutes)}`}
        />
      </Figures>
      <SkyNote>
        {dayLine(birth)} The Hindu day runs from this sunrise to the next, at {at(result.nextSunrise)}; each element is listed
        with the time it ends, to the minute it falls in. {sunriseWords(result)}. {ayanamsaLabel(result.ayanamsa)} ayanamsa.
      </SkyNote>
      <TableHeading>Tithi, nakshatra, yoga and karana of the day</TableHeading>
      <ReportTable label="Panchang of the day" columns={limbColumns} rows={limbRows(result, birth)} fileName="panchang.csv" />
    </>
  );
}

function TimingsTab({ result, birth }: { result: PanchangResult; birth: Birth }) {
  return (
    <>
      <SkyNote>
        {sunriseWords(result)}; moonrise and moonset are the Moon’s visible upper edge, within the civil day (midnight to
        midnight). Rahu Kalam, Yamaganda and Gulika Kalam are eighths of the daytime, Abhijit Muhurta its middle fifteenth.
      </SkyNote>
      <TableHeading>Sunrise, moonrise and the day’s periods</TableHeading>
      <ReportTable
        label="Timings of the day"
        columns={timingColumns}
        rows={timingRows(result, birth)}
        fileName="panchang-timings.csv"
      />
    </>
  );
}

const NO_SUNRISE =
  'The Sun does not both rise and set at this place on this day (polar day or night), so there is no Hindu day to show. Choose another date or place.';

const panchang: SkyModule<PanchangResult> = {
  calculate: panchangOfDay,
  failure: (error) => (error instanceof NoSunriseError ? NO_SUNRISE : null),
  resultTabs: ({ value, birth }) => [
    { id: 'panchang', label: 'Panchang', content: <PanchangTab result={value} birth={birth} /> },
    { id: 'timings', label: 'Timings', content: <TimingsTab result={value} birth={birth} /> },
  ],
  summary: ({ value, birth }) =>
    `${value.vara.weekday} ${calendarDate(value.sunrise, birth.offsetMinutes)}: ${tithiText(value.tithis[0])} upto ${timeOnDay(
      value.tithis[0].end,
      birth.offsetMinutes,
      birth.local,
    )}, ${value.nakshatras[0].name} nakshatra, ${monthText(value.amanta)} month.`,
};

export default panchang;
