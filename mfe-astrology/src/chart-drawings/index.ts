/* The astrological chart drawings (inline SVG, props in, SVG out) and the pure helpers a page may reuse. */
export { NorthIndianChart, NORTH_UNKNOWN_TIME_CAPTION, type NorthIndianChartProps } from './north-indian-chart';
export { SouthIndianChart, type SouthIndianChartProps } from './south-indian-chart';
export { WesternWheel, type WesternWheelProps } from './western-wheel';
export { SIGN_NAMES, SIGN_ABBRS, SIGN_GLYPHS, ASCENDANT_ABBR, type ChartBody } from './types';
export { houseOfSign, signOfHouse, houseOfLongitude, normalizeDegrees, normalizeSign } from './houses';
export { wheelAngle } from './wheel-geometry';
export { RETROGRADE_MARK, wholeDegree, describeHouses, describeSigns, describeWheel } from './body-text';
