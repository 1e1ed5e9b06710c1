/*
 * The <svg> every drawing is drawn in: sized by its container (100 % wide, at most 480 px, height from the
 * viewBox), coloured only through the design system's CSS variables so it reads in light and dark themes, black
 * on white in print, and named for assistive technology (role img, <title>, <desc>) unless it is decorative.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The narrowest the drawings are meant to be shown: the legibility floor is set at this width. */
export const NARROWEST_WIDTH_PX = 320;
/** The smallest text in a drawing at its narrowest, in CSS pixels. */
export const FLOOR_FONT_PX = 11;

/** The legibility floor in the units of a viewBox `viewWidth` wide: 11 px when drawn 320 px wide. */
export const floorFont = (viewWidth: number) => (FLOOR_FONT_PX * viewWidth) / NARROWEST_WIDTH_PX;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 480px;
  height: auto;
  margin-inline: auto;
  color: var(--text);
  font-family: var(--font-sans);
  font-variant-numeric: tabular-nums;
  overflow: visible;

  text {
    fill: currentColor;
  }
  .chart-line {
    fill: none;
    stroke: var(--text-subtle);
    stroke-width: 1.5;
  }
  .chart-line-faint {
    fill: none;
    stroke: var(--border-strong);
    stroke-width: 1;
  }
  .chart-axis {
    stroke: var(--primary);
    stroke-width: 2;
  }
  .chart-highlight {
    fill: var(--primary-soft);
  }
  .chart-muted {
    fill: var(--text-muted);
  }
  .chart-accent {
    fill: var(--primary-text);
    font-weight: 700;
  }
  /* Labels stay readable where a line crosses them: a halo of the card's colour under the glyphs. */
  .chart-halo {
    paint-order: stroke;
    stroke: var(--surface);
    stroke-width: 3px;
    stroke-linejoin: round;
  }

  @media print {
    color: #000;
    text,
    .chart-muted,
    .chart-accent {
      fill: #000;
    }
    .chart-line,
    .chart-line-faint,
    .chart-axis {
      stroke: #000;
    }
    .chart-line-faint {
      stroke-width: 0.5;
    }
    .chart-highlight {
      fill: none;
    }
    .chart-halo {
      stroke: #fff;
    }
  }
`;

export interface ChartFrameProps {
  /** Names the drawing (its <title> and accessible name). */
  title: string;
  /** What the drawing shows, in words (its <desc>). */
  description: string;
  viewBox: string;
  /** Hidden from assistive technology, when the page shows the same data as a table next to it. */
  decorative?: boolean;
  /** Which drawing it is (data-chart), for styling and tests. */
  kind: string;
  className?: string;
  children: ReactNode;
}

export function ChartFrame({ title, description, viewBox, decorative = false, kind, className, children }: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const a11y = decorative
    ? { 'aria-hidden': true as const, focusable: 'false' as const }
    : { role: 'img', 'aria-labelledby': titleId, 'aria-describedby': descId };
  return (
    <Svg viewBox={viewBox} xmlns="http://www.w3.org/2000/svg" data-chart={kind} className={className} {...a11y}>
      {decorative ? null : (
        <>
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
        </>
      )}
      {children}
    </Svg>
  );
}

/** Labels laid out by layoutLabels, drawn as <text> (one per label, so each can be found and styled). */
export function LabelTexts({
  labels,
  fontSize,
  classNameOf,
}: {
  labels: readonly { index: number; text: string; x: number; y: number }[];
  fontSize: number;
  classNameOf?: (index: number) => string | undefined;
}) {
  return (
    <>
      {labels.map((label) => (
        <text
          key={label.index}
          x={round(label.x)}
          y={round(label.y)}
          fontSize={round(fontSize)}
          fill="currentColor"
          className={classNameOf?.(label.index)}
        >
          {label.text}
        </text>
      ))}
    </>
  );
}

/** Coordinates to two decimals: a shorter document, and nothing visible lost. */
export const round = (value: number) => Math.round(value * 100) / 100;

/** A polygon's points attribute. */
export const pointsAttr = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
