/*
 * Degrees shown as degrees, minutes and seconds (7°43'56"), rounded to the whole second with the carry done
 * right (7.9999999 is 8°00'00", never 7°59'60").
 */

export function formatDms(degrees: number): string {
  const totalSeconds = Math.round(Math.abs(degrees) * 3600);
  const sign = degrees < 0 && totalSeconds > 0 ? '-' : '';
  const wholeDegrees = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${wholeDegrees}°${pad(minutes)}'${pad(seconds)}"`;
}
