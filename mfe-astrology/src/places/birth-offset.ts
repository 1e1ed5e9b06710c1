/*
 * Everything the birth form says about the UTC offset of a birth: the zone's offset that day (and whether the time
 * was skipped or happened twice), its description, local mean time from the longitude when the date is before
 * standard time, and whether the zone's records may be incomplete (before 1970).
 */
import {
  describeOffset,
  formatOffset,
  isBeforeStandardTime,
  localMeanTimeOffset,
  utcFromLocal,
  zoneOffsetAt,
  zoneRecordsMayBeIncomplete,
  type LocalDateTime,
  type ZoneOffset,
} from './time-zone';

export interface BirthOffset {
  zone: ZoneOffset;
  /** "UTC+05:30, IST, from Asia/Kolkata". */
  description: string;
  /** Before standard time in the zone: local mean time is offered. */
  beforeStandardTime: boolean;
  /** Local mean time at the place's longitude, offered before standard time. */
  localMeanTime?: { offsetMinutes: number; description: string };
  /** Before 1970: the page warns that zone records can be incomplete (time-zone.ts, ZONE_HISTORY_NOTE). */
  recordsMayBeIncomplete: boolean;
}

/** The offset of a birth at a place (its zone and longitude) and local time. */
export function birthOffset(place: { timeZone: string; longitude: number }, local: LocalDateTime): BirthOffset {
  const zone = zoneOffsetAt(place.timeZone, local);
  const beforeStandardTime = isBeforeStandardTime(place.timeZone, utcFromLocal(local, zone.offsetMinutes));
  const lmt = localMeanTimeOffset(place.longitude);
  return {
    zone,
    description: describeOffset(zone, place.timeZone),
    beforeStandardTime,
    ...(beforeStandardTime
      ? {
          localMeanTime: {
            offsetMinutes: lmt,
            description: `${formatOffset(lmt)}, local mean time at longitude ${Math.abs(place.longitude).toFixed(4)}° ${place.longitude < 0 ? 'W' : 'E'}`,
          },
        }
      : {}),
    recordsMayBeIncomplete: zoneRecordsMayBeIncomplete(local.year),
  };
}
