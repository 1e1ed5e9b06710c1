/*
 * General precession in longitude: how far the equinox of date has slid back along the ecliptic since J2000.0.
 * Ayanamsas are defined at one epoch and carried to any other by this amount.
 */

/**
 * p_A of the IAU 2006 precession (Capitaine, Wallace & Chapront 2003, "P03"), in degrees, for T Julian centuries
 * of TT since J2000.0. Zero at J2000.0; about 50.3" a year.
 */
export function generalPrecessionInLongitude(T: number): number {
  const arcseconds = T * (5028.796195 + T * (1.1054348 + T * (0.00007964 + T * (-0.000023857 + T * -0.0000000383))));
  return arcseconds / 3600;
}
