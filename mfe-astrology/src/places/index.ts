/*
 * The place of birth, for the birth form (React-free): find a place as the visitor types, and turn a local time
 * there into UTC with the offset of the place's time zone on that date (shown, and changeable).
 */
import { searchPlaces, SEARCH_LIMIT, type Place } from './place-search';

export { PLACES_CREDIT, PLACES_LICENCE_URL, PLACES_SOURCE_URL } from './places-credit';
export {
  countryNameOf,
  matchPlaces,
  PLACES_UNAVAILABLE_MESSAGE,
  PlacesUnavailableError,
  searchPlaces,
  SEARCH_LIMIT,
  type Place,
  type PlacesFileFetcher,
} from './place-search';
export { normalizePlaceName } from './normalize-place-name';
export {
  describeOffset,
  formatOffset,
  isBeforeStandardTime,
  isKnownTimeZone,
  LOCAL_MEAN_TIME_NOTE,
  localMeanTimeOffset,
  utcFromLocal,
  ZONE_HISTORY_NOTE,
  zoneOffsetAt,
  zoneRecordsMayBeIncomplete,
  type LocalDateTime,
  type ZoneOffset,
} from './time-zone';
export { parseLatitude, parseLongitude, parseUtcOffset } from './typed-coordinates';
export { birthOffset, type BirthOffset } from './birth-offset';
export { fetchPlacesFile, placesFolderUrl } from './places-fetch';

/** Places for what the visitor typed, from the list this build emitted (rejects with PlacesUnavailableError). */
export function findPlaces(query: string, limit = SEARCH_LIMIT): Promise<Place[]> {
  return searchPlaces(query, undefined, limit);
}
