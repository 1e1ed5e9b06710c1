/** The credit the page shows wherever places are searched (GeoNames' licence, CC BY 4.0, asks for it). */
export const PLACES_CREDIT = 'Places from GeoNames (geonames.org), licensed under CC BY 4.0.';

/** GeoNames' site, for the credit's link. */
export const PLACES_SOURCE_URL = 'https://www.geonames.org/';

/** The licence, for a second link. */
export const PLACES_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';
