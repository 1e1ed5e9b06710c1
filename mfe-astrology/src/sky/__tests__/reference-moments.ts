/*
 * The moments and places the engine is checked at against swetest: spread over 1800–2100, both hemispheres, the
 * tropics and the polar circles, at minutes and seconds picked at random rather than on the hour.
 */
import type { ReferenceMoment } from './swetest-reference';

const at = (label: string, iso: string, latitude: number, longitude: number): ReferenceMoment => ({
  label,
  utc: new Date(iso),
  latitude,
  longitude,
});

export const REFERENCE_MOMENTS: ReferenceMoment[] = [
  at('Quito', '1800-03-17T05:43:12Z', -0.1807, -78.4678),
  at('Tromsø', '1806-11-02T23:17:41Z', 69.6496, 18.9553),
  at('Cape Town', '1819-07-25T13:05:09Z', -33.9249, 18.4241),
  at('Kolkata', '1827-01-09T02:51:33Z', 22.5726, 88.3639),
  at('Reykjavik', '1838-09-14T17:26:58Z', 64.1466, -21.9426),
  at('Sydney', '1846-04-30T08:39:04Z', -33.8688, 151.2093),
  at('Anchorage', '1859-12-21T20:12:47Z', 61.2181, -149.9003),
  at('Ushuaia', '1866-06-06T10:58:21Z', -54.8019, -68.303),
  at('Chennai', '1873-02-27T21:33:15Z', 13.0827, 80.2707),
  at('Murmansk', '1884-08-18T04:07:52Z', 68.9585, 33.0827),
  at('Santiago', '1891-10-11T15:44:36Z', -33.4489, -70.6693),
  at('London', '1903-05-29T11:21:08Z', 51.5074, -0.1278),
  at('Mumbai', '1912-03-04T06:48:59Z', 19.076, 72.8777),
  at('Longyearbyen', '1924-12-13T09:36:25Z', 78.2232, 15.6267),
  at('Nairobi', '1935-07-30T19:02:13Z', -1.2921, 36.8219),
  at('New Delhi', '1947-08-14T18:30:00Z', 28.6139, 77.209),
  at('Honolulu', '1953-01-23T07:57:38Z', 21.3069, -157.8583),
  at('Auckland', '1961-09-08T22:14:06Z', -36.8485, 174.7633),
  at('Helsinki', '1970-06-21T00:49:27Z', 60.1699, 24.9384),
  at('Kathmandu', '1978-11-16T12:26:44Z', 27.7172, 85.324),
  at('McMurdo', '1986-03-02T16:31:19Z', -77.846, 166.676),
  at('Lima', '1994-10-27T03:18:50Z', -12.0464, -77.0428),
  at('Tokyo', '2001-04-12T14:55:02Z', 35.6762, 139.6503),
  at('Rovaniemi', '2003-12-22T07:58:13Z', 66.5039, 25.7294),
  at('Singapore', '2009-08-03T01:09:37Z', 1.3521, 103.8198),
  at('Dunedin', '2016-12-29T18:42:16Z', -45.8788, 170.5028),
  at('New York', '2024-02-11T09:27:53Z', 40.7128, -74.006),
  at('Tromsø', '2037-05-19T21:03:29Z', 69.6496, 18.9553),
  at('Reykjavik', '2048-01-07T06:38:11Z', 64.1466, -21.9426),
  at('Bangalore', '2059-07-16T23:51:45Z', 12.9716, 77.5946),
  at('Ushuaia', '2072-11-24T02:24:07Z', -54.8019, -68.303),
  at('Quito', '2085-05-05T19:16:34Z', -0.1807, -78.4678),
  at('Anchorage', '2099-11-30T13:47:22Z', 61.2181, -149.9003),
];
