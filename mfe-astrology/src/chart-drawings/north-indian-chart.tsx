/*
 * The North Indian (diamond) birth chart as inline SVG: fixed houses, house 1 at the top centre and the rest
 * counter-clockwise, each with its sign's number (1 = Aries) and the bodies in it by whole-sign houses.
 */
import { useMemo } from 'react';
import { bodiesBySign, describeHouses, isAscendantBody, labelItems } from './body-text';
import { ChartFrame, floorFont, LabelTexts, pointsAttr, round } from './chart-frame';
import { normalizeSign, signOfHouse } from './houses';
import { layoutLabels } from './label-layout';
import { northHouses } from './north-indian-geometry';
import type { ChartBody } from './types';

/** Shown under the chart when there is no ascendant and house 1 is Aries. */
export const NORTH_UNKNOWN_TIME_CAPTION = 'Houses from Aries: birth time unknown';

const SIZE = 400;
const MARGIN = 4;
const VIEW_WIDTH = SIZE + 2 * MARGIN;
const MIN_FONT = floorFont(VIEW_WIDTH);
const LABEL_FONT = 17;
const NUMBER_FONT = Math.max(15, MIN_FONT);
const CAPTION_HEIGHT = 30;
const HOUSES = northHouses(SIZE, MARGIN, NUMBER_FONT);

export interface NorthIndianChartProps {
  /** Names the chart for assistive technology (its <title>); the page shows its own heading. */
  title: string;
  /**
   * The ascendant's sign (0..11), house 1. Null when the birth time is unknown: house 1 is then Aries and the chart
   * says so under it (whether to show a North Indian chart at all then is the caller's choice).
   */
  ascendantSign: number | null;
  /** In the chart's (sidereal) zodiac. A body with abbr 'As' is drawn as the ascendant; without one, 'Asc' is. */
  bodies: ChartBody[];
  /** Hidden from assistive technology, when the page shows the same data as a table. */
  decorative?: boolean;
  className?: string;
}

export function NorthIndianChart({ title, ascendantSign, bodies, decorative, className }: NorthIndianChartProps) {
  const known = ascendantSign !== null;
  const asc = known ? normalizeSign(ascendantSign) : 0;
  // Laying out the labels tries sizes and forms house by house: done again only when the chart changes.
  const houses = useMemo(() => {
    const bySign = bodiesBySign(bodies);
    const drawAscendantMark = known && !bodies.some(isAscendantBody);
    return HOUSES.map((geometry) => {
      const sign = signOfHouse(geometry.house, asc);
      const items = labelItems(bySign[sign], geometry.house === 1 && drawAscendantMark);
      return {
        ...geometry,
        sign,
        items,
        block: layoutLabels(items, geometry.labelRegion, { maxFont: LABEL_FONT, minFont: MIN_FONT }),
      };
    });
  }, [bodies, known, asc]);
  const height = SIZE + 2 * MARGIN + (known ? 0 : CAPTION_HEIGHT);
  const [left, top, right, bottom, centre] = [MARGIN, MARGIN, MARGIN + SIZE, MARGIN + SIZE, MARGIN + SIZE / 2];

  return (
    <ChartFrame
      kind="north-indian"
      title={title}
      description={describeHouses(ascendantSign, bodies)}
      viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
      decorative={decorative}
      className={className}
    >
      {known ? <polygon className="chart-highlight" points={pointsAttr(HOUSES[0].polygon)} fill="var(--primary-soft)" /> : null}
      <g className="chart-line" fill="none" stroke="var(--text-subtle)" strokeWidth={1.5}>
        <rect x={left} y={top} width={SIZE} height={SIZE} />
        <line x1={left} y1={top} x2={right} y2={bottom} />
        <line x1={right} y1={top} x2={left} y2={bottom} />
        <polygon
          points={pointsAttr([
            [centre, top],
            [right, centre],
            [centre, bottom],
            [left, centre],
          ])}
        />
      </g>
      {houses.map(({ house, numberAt, sign, items, block }) => {
        return (
          <g key={house} data-house={house} data-sign={sign + 1}>
            <text
              className="chart-muted sign-number"
              x={round(numberAt[0])}
              y={round(numberAt[1] + NUMBER_FONT * 0.36)}
              fontSize={NUMBER_FONT}
              fontWeight={600}
              textAnchor="middle"
              fill="var(--text-muted)"
            >
              {sign + 1}
            </text>
            <LabelTexts
              labels={block.labels}
              fontSize={block.fontSize}
              classNameOf={(index) => (items[index].ascendant ? 'chart-accent body-label' : 'body-label')}
            />
          </g>
        );
      })}
      {known ? null : (
        <text
          className="chart-muted"
          x={centre}
          y={bottom + CAPTION_HEIGHT - 8}
          fontSize={round(MIN_FONT)}
          textAnchor="middle"
          fill="var(--text-muted)"
        >
          {NORTH_UNKNOWN_TIME_CAPTION}
        </text>
      )}
    </ChartFrame>
  );
}
