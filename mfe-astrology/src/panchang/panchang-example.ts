/* The panchang's worked example, computed by the page's own function (./panchang): 18 January 2013, Bangalore. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, EMPTY_BIRTH, type BirthInputs } from '../birth/birth-inputs';
import { clockTimeSeconds, timeOnDay } from '../birth/local-time';
import { elongation } from '../sky';
import { KALAM_EIGHTHS } from './panchang-names';
import { monthText, panchangOfDay } from './panchang';

/** The anchor: Shukla Saptami ends 16:24:21 IST by the Swiss Ephemeris; sunrise 06:49:47 by the disc's centre. */
export const PANCHANG_EXAMPLE_INPUTS: BirthInputs = {
  ...EMPTY_BIRTH,
  date: '2013-01-18',
  timeUnknown: true,
  place: 'Bengaluru, Karnataka, India',
  latitude: '12.972',
  longitude: '77.594',
  timeZone: 'Asia/Kolkata',
};

export function panchangExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The panchang's example does not check: ${JSON.stringify(check.errors)}`);
  const { birth } = check;
  const day = panchangOfDay(birth, { sunrise: 'centre', ayanamsa: 'lahiri' });
  const seconds = (at: Date) => clockTimeSeconds(at, birth.offsetMinutes);
  const at = (instant: Date) => timeOnDay(instant, birth.offsetMinutes, birth.local);
  const [tithi] = day.tithis;
  const e = elongation(day.sunrise);
  const eighth = (day.sunset.getTime() - day.sunrise.getTime()) / 8 / 60_000;
  const weekday = new Date(Date.UTC(birth.local.year, birth.local.month - 1, birth.local.day)).getUTCDay();
  return {
    description:
      'Friday 18 January 2013 at Bangalore (12.972° N, 77.594° E), IST (UTC+05:30); sunrise at the centre of the disc without refraction, Lahiri ayanamsa.',
    rows: [
      { label: 'Sunrise (centre of the disc)', value: seconds(day.sunrise) },
      { label: 'Sunset; next sunrise', value: `${seconds(day.sunset)}; ${at(day.nextSunrise)}` },
      { label: 'Moon − Sun at sunrise', value: `${e.toFixed(4)}°` },
      {
        label: `Tithi: ⌊${e.toFixed(4)}° ÷ 12°⌋ + 1`,
        value: `${tithi.index + 1}, ${tithi.paksha} ${tithi.name}`,
      },
      {
        label: `${tithi.paksha} ${tithi.name} ends (Moon − Sun = ${(tithi.index + 1) * 12}°)`,
        value: at(tithi.end),
        emphasis: true,
      },
      { label: `Nakshatra at sunrise`, value: `${day.nakshatras[0].name}, upto ${at(day.nakshatras[0].end)}` },
      { label: `Yoga at sunrise`, value: `${day.yogas[0].name}, upto ${at(day.yogas[0].end)}` },
      { label: `Karana at sunrise`, value: `${day.karanas[0].name}, upto ${at(day.karanas[0].end)}` },
      { label: 'Lunar month (amanta; purnimanta)', value: `${monthText(day.amanta)}; ${monthText(day.purnimanta)}` },
      { label: 'Shaka; Vikram Samvat', value: `${day.shaka}; ${day.vikram}` },
      {
        label: `Rahu Kalam: eighth ${KALAM_EIGHTHS.rahu[weekday]} of the daytime (${eighth.toFixed(1)} minutes each)`,
        value: `${at(day.rahuKalam.start)} to ${at(day.rahuKalam.end)}`,
        emphasis: true,
      },
      {
        label: 'Abhijit Muhurta: the 8th of 15 parts of the daytime',
        value: `${at(day.abhijit.start)} to ${at(day.abhijit.end)}`,
      },
    ],
  };
}
