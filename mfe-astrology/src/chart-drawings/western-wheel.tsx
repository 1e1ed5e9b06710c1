/*
 * The Western (tropical) chart wheel as inline SVG: the zodiac on the outer ring with the ascendant at 9 o'clock
 * and the signs running counter-clockwise, house cusps with their numbers, AC and MC, and the bodies inside the
 * ring at their longitudes, crowded labels spread apart with a tick to each true position.
 */
import { describeWheel, isAscendantBody, RETROGRADE_MARK, wholeDegree } from './body-text';
import { ChartFrame, floorFont, round } from './chart-frame';
import { estimateTextWidth } from './label-layout';
import { normalizeDegrees } from './houses';
import { spreadAngles } from './label-spread';
import { midLongitude, polarPoint, radialHalfExtent, stackInward, wheelAngle } from './wheel-geometry';
import { SIGN_ABBRS, SIGN_GLYPHS, SIGN_NAMES, type ChartBody } from './types';

const VIEW = 420;
const C = VIEW / 2;
/** Outer circle, inner edge of the zodiac ring, centre circle (house numbers inside it). */
const R_OUTER = 178;
const R_ZODIAC = 148;
const R_CENTRE = 58;
const MIN_FONT = floorFont(VIEW);
const GLYPH_FONT = 19;
const ABBR_FONT = 16;
const SMALL_FONT = Math.max(14.5, MIN_FONT);
/** The labels of a body end this far inside the zodiac ring (its abbreviation; degree and ℞ further in). */
const R_LABELS = R_ZODIAC - 10;
const R_HOUSE_NUMBER = R_CENTRE - 14;
/**
 * The least angle between two bodies' labels: side by side (above or below the centre) a degree label is about
 * 22 units wide at 114 from the centre, 11°, plus a little air; well over the 8° a glyph alone would need.
 */
export const BODY_LABEL_SEPARATION = 12;
/** House numbers, 16 units wide 44 from the centre: 21° apart at least. */
const HOUSE_NUMBER_SEPARATION = 22;

export interface WesternWheelProps {
  /** Names the wheel for assistive technology (its <title>); the page shows its own heading. */
  title: string;
  /**
   * The twelve house cusps (tropical longitudes, house 1 first). Null without a birth time: no houses, and the
   * wheel is turned so that 0° Aries is at 9 o'clock.
   */
  cusps: number[] | null;
  /** Drawn at 9 o'clock (with cusps) and marked AC; cusps[0] takes its place when it is null. */
  ascendant: number | null;
  /** Marked MC. */
  midheaven: number | null;
  /** At their tropical longitudes. A body with abbr 'As' is left out when `ascendant` is given (AC marks it). */
  bodies: ChartBody[];
  /** The signs as glyphs (♈︎, the default) or as three-letter abbreviations. */
  signLabels?: 'glyph' | 'abbr';
  /** Hidden from assistive technology, when the page shows the same data as a table. */
  decorative?: boolean;
  className?: string;
}

const at = (radius: number, angle: number) => polarPoint(C, C, radius, angle).map(round) as [number, number];

/** A label's text-anchor by which side of the wheel it is on, so a label outside the ring grows away from it. */
const anchorFor = (angle: number) => {
  const cos = Math.cos((angle * Math.PI) / 180);
  return cos < -0.35 ? 'end' : cos > 0.35 ? 'start' : 'middle';
};

export function WesternWheel({
  title,
  cusps,
  ascendant,
  midheaven,
  bodies,
  signLabels = 'glyph',
  decorative,
  className,
}: WesternWheelProps) {
  const houses = cusps && cusps.length === 12 ? cusps : null;
  const ascendantAt = ascendant ?? houses?.[0] ?? null;
  const reference = houses ? (ascendantAt ?? 0) : 0;
  const angleOf = (longitude: number) => wheelAngle(longitude, reference);
  const shown = bodies.filter((body) => !(ascendantAt !== null && isAscendantBody(body)));
  const trueAngles = shown.map((body) => angleOf(body.longitude));
  const labelAngles = spreadAngles(trueAngles, BODY_LABEL_SEPARATION);
  const houseMids = houses ? houses.map((cusp, i) => angleOf(midLongitude(cusp, houses[(i + 1) % 12]))) : [];
  const houseNumberAngles = spreadAngles(houseMids, HOUSE_NUMBER_SEPARATION);

  return (
    <ChartFrame
      kind="western-wheel"
      title={title}
      description={describeWheel(houses, ascendantAt, midheaven, bodies)}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      decorative={decorative}
      className={className}
    >
      <g className="chart-line" fill="none" stroke="var(--text-subtle)" strokeWidth={1.5}>
        <circle cx={C} cy={C} r={R_OUTER} />
        <circle cx={C} cy={C} r={R_ZODIAC} />
        <circle cx={C} cy={C} r={R_CENTRE} />
        {SIGN_NAMES.map((_, sign) => {
          const angle = angleOf(sign * 30);
          const [x1, y1] = at(R_ZODIAC, angle);
          const [x2, y2] = at(R_OUTER, angle);
          return <line key={sign} x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
      </g>
      <g className="chart-line-faint degree-ticks" stroke="var(--border-strong)" strokeWidth={1}>
        {Array.from({ length: 72 }, (_, i) => i * 5)
          .filter((degree) => degree % 30 !== 0)
          .map((degree) => {
            const angle = angleOf(degree);
            const [x1, y1] = at(R_ZODIAC, angle);
            const [x2, y2] = at(R_ZODIAC + (degree % 10 === 0 ? 7 : 4), angle);
            return <line key={degree} x1={x1} y1={y1} x2={x2} y2={y2} />;
          })}
      </g>
      <g className="signs">
        {SIGN_NAMES.map((name, sign) => {
          const [x, y] = at((R_OUTER + R_ZODIAC) / 2 + 1, angleOf(sign * 30 + 15));
          const glyph = signLabels === 'glyph';
          const size = glyph ? GLYPH_FONT : SMALL_FONT;
          return (
            <text
              key={name}
              data-sign={sign + 1}
              x={x}
              y={round(y + size * 0.35)}
              fontSize={size}
              textAnchor="middle"
              fill="currentColor"
            >
              {glyph ? SIGN_GLYPHS[sign] : SIGN_ABBRS[sign]}
            </text>
          );
        })}
      </g>
      {houses ? (
        <g className="houses">
          {houses.map((cusp, i) => {
            const angle = angleOf(cusp);
            const [x1, y1] = at(R_CENTRE, angle);
            const [x2, y2] = at(R_ZODIAC, angle);
            const angular = i % 3 === 0;
            return (
              <line
                key={`cusp-${i}`}
                data-cusp={i + 1}
                className={angular ? 'chart-line' : 'chart-line-faint'}
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                stroke={angular ? 'var(--text-subtle)' : 'var(--border-strong)'}
                strokeWidth={angular ? 1.5 : 1}
              />
            );
          })}
          {houseNumberAngles.map((angle, i) => {
            const [x, y] = at(R_HOUSE_NUMBER, angle);
            return (
              <text
                key={`house-${i}`}
                data-house={i + 1}
                className="chart-muted"
                x={x}
                y={round(y + SMALL_FONT * 0.35)}
                fontSize={SMALL_FONT}
                textAnchor="middle"
                fill="var(--text-muted)"
              >
                {i + 1}
              </text>
            );
          })}
        </g>
      ) : null}
      <AngleMark id="ac" label="AC" longitude={ascendantAt} angleOf={angleOf} />
      <AngleMark id="mc" label="MC" longitude={midheaven} angleOf={angleOf} />
      <g className="bodies">
        {shown.map((body, i) => {
          const trueAngle = trueAngles[i];
          const labelAngle = labelAngles[i];
          // A tick at the true position, then a line to the label where it had to move aside.
          const tick = [at(R_ZODIAC, trueAngle), at(R_ZODIAC - 5, trueAngle), at(R_LABELS + 1, labelAngle)];
          const degree = `${wholeDegree(body.degree)}°`;
          // Upright boxes of the abbreviation, degree and ℞ (cap height 0.75 em), stacked towards the centre.
          const boxes = [
            { width: estimateTextWidth(body.abbr, ABBR_FONT, true), height: ABBR_FONT * 0.75 },
            { width: estimateTextWidth(degree, SMALL_FONT), height: SMALL_FONT * 0.75 },
            { width: estimateTextWidth(RETROGRADE_MARK, SMALL_FONT), height: SMALL_FONT * 0.75 },
          ];
          const outer = R_LABELS - radialHalfExtent(labelAngle, boxes[0].width, boxes[0].height);
          const [rAbbr, rDegree, rRetro] = stackInward(labelAngle, boxes, outer, 3);
          const [ax, ay] = at(rAbbr, labelAngle);
          const [dx, dy] = at(rDegree, labelAngle);
          const [rx, ry] = at(rRetro, labelAngle);
          return (
            <g
              key={body.id}
              data-body={body.id}
              data-longitude={round(normalizeDegrees(body.longitude))}
              data-true-angle={round(trueAngle)}
              data-label-angle={round(labelAngle)}
            >
              <polyline
                className="chart-line"
                points={tick.map(([x, y]) => `${x},${y}`).join(' ')}
                fill="none"
                stroke="var(--text-subtle)"
                strokeWidth={1.5}
              />
              <text
                className="chart-halo body-abbr"
                x={ax}
                y={round(ay + ABBR_FONT * 0.35)}
                fontSize={ABBR_FONT}
                fontWeight={600}
                textAnchor="middle"
                fill="currentColor"
              >
                {body.abbr}
              </text>
              <text
                className="chart-halo chart-muted body-degree"
                x={dx}
                y={round(dy + SMALL_FONT * 0.35)}
                fontSize={SMALL_FONT}
                textAnchor="middle"
                fill="var(--text-muted)"
              >
                {degree}
              </text>
              {body.retrograde ? (
                <text
                  className="chart-halo body-retrograde"
                  x={rx}
                  y={round(ry + SMALL_FONT * 0.35)}
                  fontSize={SMALL_FONT}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {RETROGRADE_MARK}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    </ChartFrame>
  );
}

/** An angle of the chart (AC, MC): a strong line from the centre circle through the zodiac ring, named outside it. */
function AngleMark({
  id,
  label,
  longitude,
  angleOf,
}: {
  id: string;
  label: string;
  longitude: number | null;
  angleOf: (longitude: number) => number;
}) {
  if (longitude === null) return null;
  const angle = angleOf(longitude);
  const [x1, y1] = at(R_CENTRE, angle);
  const [x2, y2] = at(R_OUTER + 6, angle);
  const [lx, ly] = at(R_OUTER + 8, angle);
  const sin = Math.sin((angle * Math.PI) / 180);
  // Above the wheel the label's baseline sits on the point; below it, its top does; at the sides, its middle.
  const baseline = sin > 0.35 ? ly : sin < -0.35 ? ly + MIN_FONT * 0.75 : ly + MIN_FONT * 0.35;
  return (
    <g data-angle-mark={id}>
      <line className="chart-axis" x1={x1} y1={y1} x2={x2} y2={y2} stroke="var(--primary)" strokeWidth={2} />
      <text
        className="chart-accent"
        x={lx}
        y={round(baseline)}
        fontSize={round(MIN_FONT + 1)}
        fontWeight={700}
        textAnchor={anchorFor(angle)}
        fill="var(--primary-text)"
      >
        {label}
      </text>
    </g>
  );
}
