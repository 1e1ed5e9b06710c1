/*
 * The South Indian birth chart as inline SVG: the twelve signs in fixed boxes round a 4 × 4 square (Pisces
 * top-left, zodiac clockwise), the title in the empty centre, the ascendant's box marked by a diagonal and 'Asc'.
 */
import { useMemo } from 'react';
import { bodiesBySign, describeSigns, isAscendantBody, labelItems } from './body-text';
import { ChartFrame, floorFont, LabelTexts, round } from './chart-frame';
import { houseOfSign, normalizeSign } from './houses';
import { layoutLabels, type Point } from './label-layout';
import { southCells } from './south-indian-geometry';
import { SIGN_ABBRS, type ChartBody } from './types';

const SIZE = 400;
const MARGIN = 4;
const VIEW_WIDTH = SIZE + 2 * MARGIN;
const MIN_FONT = floorFont(VIEW_WIDTH);
const LABEL_FONT = 17;
const SIGN_FONT = MIN_FONT;
const STRIP = Math.ceil(SIGN_FONT * 1.05);
const ASC_CORNER = 20;
const CELLS = southCells(SIZE, MARGIN, STRIP, ASC_CORNER);
const CELL = SIZE / 4;

export interface SouthIndianChartProps {
  /** Written in the chart's centre, and names it for assistive technology. */
  title: string;
  /** The ascendant's sign (0..11), marked in its box; null when the birth time is unknown (nothing marked). */
  ascendantSign: number | null;
  /** In the chart's (sidereal) zodiac. A body with abbr 'As' is drawn as the ascendant; without one, 'Asc' is. */
  bodies: ChartBody[];
  /** Hidden from assistive technology, when the page shows the same data as a table. */
  decorative?: boolean;
  className?: string;
}

export function SouthIndianChart({ title, ascendantSign, bodies, decorative, className }: SouthIndianChartProps) {
  const asc = ascendantSign === null ? null : normalizeSign(ascendantSign);
  // Laying out the labels tries sizes and forms box by box: done again only when the chart changes.
  const cells = useMemo(() => {
    const bySign = bodiesBySign(bodies);
    const drawAscendantMark = asc !== null && !bodies.some(isAscendantBody);
    return CELLS.map((geometry) => {
      const items = labelItems(bySign[geometry.sign], geometry.sign === asc && drawAscendantMark);
      const block = layoutLabels(items, geometry.labelRegion, { maxFont: LABEL_FONT, minFont: MIN_FONT, padding: 2 });
      return { ...geometry, items, block };
    });
  }, [bodies, asc]);
  const inner = MARGIN + CELL;
  const centre = MARGIN + SIZE / 2;

  return (
    <ChartFrame
      kind="south-indian"
      title={title}
      description={describeSigns(ascendantSign, bodies)}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_WIDTH}`}
      decorative={decorative}
      className={className}
    >
      {asc === null ? null : (
        <rect
          className="chart-highlight"
          x={CELLS[asc].x}
          y={CELLS[asc].y}
          width={CELL}
          height={CELL}
          fill="var(--primary-soft)"
        />
      )}
      <g className="chart-line" fill="none" stroke="var(--text-subtle)" strokeWidth={1.5}>
        <rect x={MARGIN} y={MARGIN} width={SIZE} height={SIZE} />
        <rect x={inner} y={inner} width={2 * CELL} height={2 * CELL} />
        {[1, 2, 3].map((i) => {
          const at = MARGIN + i * CELL;
          // Full lines at 1 and 3; at 2 only the outer boxes are divided, not the centre.
          return i === 2 ? (
            <g key={i}>
              <line x1={at} y1={MARGIN} x2={at} y2={inner} />
              <line x1={at} y1={inner + 2 * CELL} x2={at} y2={MARGIN + SIZE} />
              <line x1={MARGIN} y1={at} x2={inner} y2={at} />
              <line x1={inner + 2 * CELL} y1={at} x2={MARGIN + SIZE} y2={at} />
            </g>
          ) : (
            <g key={i}>
              <line x1={at} y1={MARGIN} x2={at} y2={MARGIN + SIZE} />
              <line x1={MARGIN} y1={at} x2={MARGIN + SIZE} y2={at} />
            </g>
          );
        })}
      </g>
      {cells.map(({ sign, x, y, items, block }) => {
        const isAscendant = sign === asc;
        return (
          <g
            key={sign}
            data-sign={sign + 1}
            data-house={asc === null ? undefined : houseOfSign(sign, asc)}
            data-ascendant={isAscendant ? 'true' : undefined}
          >
            {isAscendant ? (
              <line
                className="chart-line asc-diagonal"
                x1={x}
                y1={y + ASC_CORNER}
                x2={x + ASC_CORNER}
                y2={y}
                stroke="var(--text-subtle)"
                strokeWidth={1.5}
              />
            ) : null}
            <text
              className="chart-muted sign-name"
              x={x + CELL - 4}
              y={round(y + 3 + SIGN_FONT * 0.75)}
              fontSize={round(SIGN_FONT)}
              textAnchor="end"
              fill="var(--text-muted)"
            >
              {SIGN_ABBRS[sign]}
            </text>
            <LabelTexts
              labels={block.labels}
              fontSize={block.fontSize}
              classNameOf={(index) => (items[index].ascendant ? 'chart-accent body-label' : 'body-label')}
            />
          </g>
        );
      })}
      <CentreTitle title={title} left={inner} top={inner} size={2 * CELL} centreX={centre} />
    </ChartFrame>
  );
}

/** The title in the centre square, wrapped into lines at the largest size that fits. */
function CentreTitle({
  title,
  left,
  top,
  size,
  centreX,
}: {
  title: string;
  left: number;
  top: number;
  size: number;
  centreX: number;
}) {
  const words = title.split(/\s+/).filter(Boolean);
  const inset = 14;
  const region: Point[] = [
    [left + inset, top + inset],
    [left + size - inset, top + inset],
    [left + size - inset, top + size - inset],
    [left + inset, top + size - inset],
  ];
  const block = layoutLabels(
    words.map((word) => ({ variants: [word], bold: true })),
    region,
    { maxFont: 22, minFont: MIN_FONT, gapEm: 0.3, lineHeight: 1.25 },
  );
  const lines = new Map<number, string[]>();
  for (const label of block.labels) lines.set(label.y, [...(lines.get(label.y) ?? []), label.text]);
  return (
    <g className="chart-title">
      {[...lines].map(([y, parts]) => (
        <text
          key={y}
          x={centreX}
          y={round(y)}
          fontSize={round(block.fontSize)}
          fontWeight={700}
          textAnchor="middle"
          fill="currentColor"
        >
          {parts.join(' ')}
        </text>
      ))}
    </g>
  );
}
