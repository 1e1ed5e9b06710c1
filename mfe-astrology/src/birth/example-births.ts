/* The birth the sky pages' worked examples use: India's independence, 15 August 1947 at midnight in New Delhi. */
import { EMPTY_BIRTH, type BirthInputs } from './birth-inputs';

/** The anchors are for these coordinates (the Swiss Ephemeris 2.10, Lahiri). */
export const DELHI_1947: BirthInputs = {
  ...EMPTY_BIRTH,
  date: '1947-08-15',
  time: '00:00',
  place: 'New Delhi, Delhi, India',
  latitude: '28.6139',
  longitude: '77.209',
  timeZone: 'Asia/Kolkata',
};
