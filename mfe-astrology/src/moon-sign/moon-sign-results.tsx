/* The moon sign's code that loads on Calculate, with the ephemeris: the calculation and its result view. */
import type { SkyModule } from '../birth/use-sky-page';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { timeOnDay } from '../birth/local-time';
import type { Birth } from '../birth/birth-inputs';
import { calculateMoonSign, type MoonPeriod, type MoonSignResult } from './moon-sign';

function span(period: MoonPeriod, birth: Birth): string {
  const when = (at: Date) => timeOnDay(at, birth.offsetMinutes, birth.local);
  if (period.from && period.to) return `from ${when(period.from)} to ${when(period.to)}`;
  if (period.to) return `until ${when(period.to)}`;
  if (period.from) return `from ${when(period.from)} to the end of the day`;
  return 'all day';
}

function DayList({ title, periods, birth }: { title: string; periods: MoonPeriod[]; birth: Birth }) {
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {periods.map((period) => (
          <li key={`${period.name}-${period.from?.getTime() ?? 0}`}>
            <strong>{period.name}</strong> {span(period, birth)}
          </li>
        ))}
      </ul>
    </>
  );
}

function MoonSign({ result, birth }: { result: MoonSignResult; birth: Birth }) {
  const { moon } = result;
  return (
    <>
      <Figures>
        <Figure
          headline
          label="Moon Sign (Rashi)"
          value={`${moon.signName} (${moon.sanskrit})`}
          detail={`Moon at ${moon.signName} ${moon.degreeText}`}
        />
        <Figure headline label="Nakshatra" value={moon.nakshatra!.name} detail={`Pada ${moon.nakshatra!.pada}`} />
        <Figure label="Pada" value={String(moon.nakshatra!.pada)} />
        <Figure label="Nakshatra Lord" value={result.lord} />
        <Figure label="Tropical (Western) Moon Sign" value={result.tropical.signName} detail={result.tropical.degreeText} />
      </Figures>
      <SkyNote>
        {birthLine(birth)} Sidereal zodiac, {result.ayanamsa.label} ayanamsa.
      </SkyNote>
      {result.timeKnown ? null : (
        <>
          <SkyNote>
            <strong>Birth time unknown.</strong> The figures above are for 12:00. The Moon moves about 13° a day, so its
            nakshatra, and sometimes its sign, can change during the day:
          </SkyNote>
          <DayList title="Moon signs that day" periods={result.signsOfDay} birth={birth} />
          <DayList title="Nakshatras that day" periods={result.nakshatrasOfDay} birth={birth} />
        </>
      )}
    </>
  );
}

const moonSign: SkyModule<MoonSignResult> = {
  calculate: calculateMoonSign,
  resultTabs: ({ value, birth }) => [{ id: 'results', label: 'Results', content: <MoonSign result={value} birth={birth} /> }],
  summary: ({ value }) =>
    `Moon sign ${value.moon.signName}, nakshatra ${value.moon.nakshatra!.name}, pada ${value.moon.nakshatra!.pada}, lord ${value.lord}.`,
};

export default moonSign;
