/*
 * Latitude, longitude and UTC offset as a visitor types them by hand: decimal degrees ("28.6139", "-77.209",
 * "28.6139 N"), or degrees, minutes and seconds ("28°36'50\" N", "77 12 32 E"); offsets as "+05:30", "UTC+5:30",
 * "-4", "+0530", "5.5" or "+05:53:20". Each returns undefined for what it cannot read or what is out of range.
 */

function parseAngle(text: string, positive: string, negative: string, limit: number): number | undefined {
  let rest = text.trim().toUpperCase().replace(/−/g, '-');
  let sign = 1;
  const hemisphere = new RegExp(`^([${positive}${negative}])\\s*|\\s*([${positive}${negative}])$`);
  const found = rest.match(hemisphere);
  if (found) {
    const letter = found[1] ?? found[2];
    if (letter === negative) sign = -1;
    rest = rest.replace(hemisphere, '').trim();
  }
  if (rest.startsWith('-') || rest.startsWith('+')) {
    if (found) return undefined;
    if (rest.startsWith('-')) sign = -1;
    rest = rest.slice(1).trim();
  }
  const parts = rest.split(/[°º˚'′’"″\s]+|(?<=\d)[dmsDMS]/u).filter(Boolean);
  if (parts.length === 0 || parts.length > 3 || !parts.every((part) => /^\d+(\.\d+)?$/.test(part))) return undefined;
  const [degrees, minutes = 0, seconds = 0] = parts.map(Number);
  if ((parts.length > 1 && !Number.isInteger(degrees)) || minutes >= 60 || seconds >= 60) return undefined;
  if (parts.length > 2 && !Number.isInteger(minutes)) return undefined;
  const value = sign * (degrees + minutes / 60 + seconds / 3600);
  return Math.abs(value) <= limit ? value : undefined;
}

/** Degrees north (negative south), or undefined. */
export function parseLatitude(text: string): number | undefined {
  return parseAngle(text, 'N', 'S', 90);
}

/** Degrees east (negative west), or undefined. */
export function parseLongitude(text: string): number | undefined {
  return parseAngle(text, 'E', 'W', 180);
}

/** Minutes east of UTC (with a fraction for seconds), or undefined. Offsets run from −12:00 to +14:00 (and LMT's within ±15 h). */
export function parseUtcOffset(text: string): number | undefined {
  const rest = text
    .trim()
    .toUpperCase()
    .replace(/−/g, '-')
    .replace(/^(UTC|GMT)\s*/, '');
  if (rest === '' || rest === 'Z') return rest === 'Z' ? 0 : undefined;
  const found =
    rest.match(/^([+-])?\s*(\d{1,2})(?::(\d{2})(?::(\d{2}))?)?$/) ??
    rest.match(/^([+-])?\s*(\d{2})(\d{2})$/) ??
    rest.match(/^([+-])?\s*(\d{1,2}\.\d+)$/);
  if (!found) return undefined;
  const sign = found[1] === '-' ? -1 : 1;
  const hours = Number(found[2]);
  const minutes = Number(found[3] ?? 0);
  const seconds = Number(found[4] ?? 0);
  if (minutes >= 60 || seconds >= 60) return undefined;
  const value = sign * (hours * 60 + minutes + seconds / 60);
  return Math.abs(value) <= 15 * 60 ? value : undefined;
}
