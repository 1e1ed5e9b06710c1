/* The sun sign's code that loads on Calculate, with the ephemeris: the calculation and its result view. */
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { calendarDate, clockTime, formatOffset } from '../birth/local-time';
import type { Birth } from '../birth/birth-inputs';
import { calculateSunSign, type SunSignReading, type SunSignResult } from './sun-sign';

function when(at: Date | null, birth: Birth): string {
  return at ? `${calendarDate(at, birth.offsetMinutes)} at ${clockTime(at, birth.offsetMinutes)}` : '—';
}

function Span({ name, reading, birth }: { name: string; reading: SunSignReading; birth: Birth }) {
  const { changeThatDay } = reading;
  return (
    <SkyNote>
      {name}: the Sun was in {reading.placement.signName} from {when(reading.entered, birth)} to {when(reading.leaves, birth)} (
      {formatOffset(birth.offsetMinutes)}).
      {changeThatDay ? (
        <>
          {' '}
          <strong>
            On the birth day the Sun moved from {changeThatDay.from} to {changeThatDay.to} at{' '}
            {clockTime(changeThatDay.at, birth.offsetMinutes)}
          </strong>
          {birth.timeKnown
            ? `: a birth before then is ${changeThatDay.from}, from then on ${changeThatDay.to}.`
            : `: with the birth time unknown, the sign is ${changeThatDay.from} before that time and ${changeThatDay.to} after it.`}
        </>
      ) : null}
    </SkyNote>
  );
}

function SunSign({ result, birth }: { result: SunSignResult; birth: Birth }) {
  const { tropical, sidereal } = result;
  return (
    <>
      <Figures>
        <Figure
          headline
          label="Tropical (Western) Sun Sign"
          value={tropical.placement.signName}
          detail={`Sun at ${tropical.placement.degreeText}`}
        />
        <Figure
          headline
          label="Sidereal (Vedic) Sun Sign"
          value={`${sidereal.placement.signName} (${sidereal.placement.sanskrit})`}
          detail={`Sun at ${sidereal.placement.degreeText}, ${sidereal.placement.nakshatra!.name}`}
        />
      </Figures>
      <Span name="Tropical" reading={tropical} birth={birth} />
      <Span name={`Sidereal (${result.ayanamsa.label})`} reading={sidereal} birth={birth} />
      <SkyNote>
        {birthLine(birth)}
        {birth.timeKnown ? '' : ' With the time unknown, the Sun is taken at 12:00; it moves about 1° a day.'}
      </SkyNote>
    </>
  );
}

const sunSign: SkyModule<SunSignResult> = {
  calculate: calculateSunSign,
  resultTabs: ({ value, birth }) => [{ id: 'results', label: 'Results', content: <SunSign result={value} birth={birth} /> }],
  summary: ({ value }) =>
    `Tropical sun sign ${value.tropical.placement.signName}; sidereal sun sign ${value.sidereal.placement.signName}.`,
};

export default sunSign;
