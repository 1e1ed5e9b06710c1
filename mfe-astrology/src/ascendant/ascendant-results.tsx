/* The ascendant's code that loads on Calculate, with the ephemeris: the calculation and its result view. */
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { timeOnDay } from '../birth/local-time';
import type { Birth } from '../birth/birth-inputs';
import { calculateAscendant, type AscendantReading, type AscendantResult } from './ascendant';

function windowText(reading: AscendantReading, birth: Birth): string {
  const when = (at: Date) => timeOnDay(at, birth.offsetMinutes, birth.local);
  const { enters, leaves, minutesSinceEntry, minutesUntilExit } = reading.window;
  const sign = reading.placement.signName;
  const parts = [
    enters ? `${sign} began to rise at ${when(enters)}` : `${sign} had been rising for more than a day`,
    leaves ? `and gives way to the next sign at ${when(leaves)}` : 'and keeps rising for more than a day',
  ];
  const margin =
    minutesSinceEntry !== null && minutesUntilExit !== null
      ? ` A birth time ${minutesSinceEntry + 1} minutes earlier or ${minutesUntilExit + 1} minutes later would change the rising sign.`
      : '';
  return `${parts.join(' ')}.${margin}`;
}

function Ascendant({ result, birth }: { result: AscendantResult; birth: Birth }) {
  const { sidereal, tropical } = result;
  if (!result.timeKnown)
    return (
      <>
        <SkyNote>
          <strong>Birth time unknown.</strong> The ascendant depends on the time: every sign rises once a day. These are the
          sidereal ({result.ayanamsa.label}) rising signs of that day, with their times; choose the one that holds the birth time,
          or enter the time.
        </SkyNote>
        <ul>
          {result.risingThroughDay.map((span) => (
            <li key={`${span.sign}-${span.from?.getTime() ?? 0}`}>
              <strong>{span.sign}</strong>{' '}
              {span.from ? `from ${timeOnDay(span.from, birth.offsetMinutes, birth.local)}` : 'from the start of the day'}{' '}
              {span.to ? `to ${timeOnDay(span.to, birth.offsetMinutes, birth.local)}` : 'to the end of the day'}
            </li>
          ))}
        </ul>
        <SkyNote>{birthLine(birth)}</SkyNote>
      </>
    );
  return (
    <>
      <Figures>
        <Figure
          headline
          label="Sidereal (Vedic) Ascendant"
          value={`${sidereal.placement.signName} ${sidereal.placement.degreeText}`}
          detail={`${sidereal.placement.sanskrit} lagna, ${sidereal.placement.nakshatra!.name} pada ${sidereal.placement.nakshatra!.pada}`}
        />
        <Figure
          headline
          label="Tropical (Western) Ascendant"
          value={`${tropical.placement.signName} ${tropical.placement.degreeText}`}
        />
      </Figures>
      <SkyNote>Sidereal: {windowText(sidereal, birth)}</SkyNote>
      <SkyNote>Tropical: {windowText(tropical, birth)}</SkyNote>
      <SkyNote>
        {birthLine(birth)} {result.ayanamsa.label} ayanamsa.
      </SkyNote>
    </>
  );
}

const ascendant: SkyModule<AscendantResult> = {
  calculate: calculateAscendant,
  resultTabs: ({ value, birth }) => [{ id: 'results', label: 'Results', content: <Ascendant result={value} birth={birth} /> }],
  summary: ({ value }) =>
    value.timeKnown
      ? `Sidereal ascendant ${value.sidereal.placement.signName} ${value.sidereal.placement.degreeText}; tropical ascendant ${value.tropical.placement.signName} ${value.tropical.placement.degreeText}.`
      : `Birth time unknown: ${value.risingThroughDay.length} rising signs that day are listed.`,
};

export default ascendant;
