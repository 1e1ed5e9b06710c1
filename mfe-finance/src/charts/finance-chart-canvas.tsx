/*
 * The one chart component of the finance calculators, and the only module that imports chart.js. It is reached
 * only through the dynamic import in finance-chart.tsx, so chart.js lands in a chunk of its own that is fetched
 * the first time a chart is shown. Only the pieces the finance charts use are registered (tree-shaking).
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  ArcElement,
  BarController,
  DoughnutController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartDataset,
  type ChartType,
  type Plugin,
  type ScriptableLineSegmentContext,
} from 'chart.js';
import { afterNextPaint, useCurrencyFormat } from '@calc/shared';
import { localeOf } from '@calc/shared';
import type { ChartColorVar, ChartSpec, DonutSpec, FormatAmount } from './chart-spec';

interface MarkerOptions {
  index: number;
  label: string;
  color: string;
  font: string;
}

declare module 'chart.js' {
  // The type parameter must match chart.js's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface PluginOptionsByType<TType extends ChartType> {
    financeMarker?: MarkerOptions | false;
  }
}

/** A dashed vertical line at one x label, with its caption at the top (the retirement age). */
const markerPlugin: Plugin<'bar' | 'line', MarkerOptions> = {
  id: 'financeMarker',
  afterDatasetsDraw(chart, _args, options) {
    if (!options || typeof options.index !== 'number') return;
    const x = chart.scales.x?.getPixelForValue(options.index);
    const { top, bottom, left, right } = chart.chartArea;
    if (x === undefined || !Number.isFinite(x) || x < left - 1 || x > right + 1) return;
    const ctx = chart.ctx;
    ctx.save();
    ctx.strokeStyle = options.color;
    ctx.lineWidth = 1.5;
    ctx.setLineDash([5, 4]);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.font = options.font;
    ctx.fillStyle = options.color;
    ctx.textBaseline = 'top';
    const width = ctx.measureText(options.label).width;
    const fitsRight = x + 6 + width <= right;
    ctx.textAlign = fitsRight ? 'left' : 'right';
    ctx.fillText(options.label, fitsRight ? x + 6 : x - 6, top + 4);
    ctx.restore();
  },
};

Chart.register(
  ArcElement,
  DoughnutController,
  BarController,
  LineController,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Legend,
  Tooltip,
  markerPlugin,
);

/* ---- the page's state: theme class, reduced motion ---- */

function subscribeThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains('dark');

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/* ---- colours from the design system's CSS variables, read when drawing ---- */

interface Palette {
  series: Record<ChartColorVar, string>;
  text: string;
  muted: string;
  border: string;
  borderStrong: string;
  surface: string;
  fontFamily: string;
}

function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: {
      '--chart-1': read('--chart-1', '#4f46e5'),
      '--chart-2': read('--chart-2', '#10b981'),
      '--chart-3': read('--chart-3', '#f59e0b'),
      '--chart-4': read('--chart-4', '#ef4444'),
    },
    text: read('--text', '#0f172a'),
    muted: read('--text-muted', '#475569'),
    border: read('--border', '#e2e8f0'),
    borderStrong: read('--border-strong', '#cbd5e1'),
    surface: read('--surface', '#ffffff'),
    fontFamily: read('--font-sans', 'system-ui, sans-serif'),
  };
}

/** '#4f46e5' + 0.15 -> 'rgba(79, 70, 229, 0.15)'; other colour syntaxes are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  if (hex.length === 3) hex = hex.replace(/./g, (digit) => digit + digit);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex!.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Axis ticks: the currency, compact ($1.2M, ₹12L, 1,2 M €). */
function compactCurrency(currency: string): (value: number) => string {
  const formatter = new Intl.NumberFormat(localeOf(currency), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return (value) => formatter.format(Math.abs(value) < 1e-9 ? 0 : value);
}

/** The tooltip's box, the same on every chart: a card in the page's colours. */
function tooltipFrame(palette: Palette) {
  return {
    backgroundColor: palette.surface,
    titleColor: palette.text,
    bodyColor: palette.text,
    borderColor: palette.borderStrong,
    borderWidth: 1,
    padding: 10,
    boxPadding: 4,
  };
}

/** The legend's entries, the same on every chart. */
function legendLabels(palette: Palette, font: { family: string; size: number }) {
  return { color: palette.text, font, boxWidth: 12, boxHeight: 12, padding: 12 };
}

type Kind = 'bar' | 'line';
type Dataset = ChartDataset<Kind, number[]>;
type Config = ChartConfiguration<Kind, number[], string | number>;

/** What a chart is drawn with: the theme's colours, read when it is drawn, and whether the visitor prefers no motion. */
interface Drawing {
  palette: Palette;
  reducedMotion: boolean;
}

/** How a chart writes amounts: short on the value axis (tick), in full in the tooltips (full). */
interface Amounts {
  tick: (value: number) => string;
  full: FormatAmount;
}

function buildConfig(spec: ChartSpec, { palette, reducedMotion, tick, full }: Drawing & Amounts): Config {
  const font = { family: palette.fontFamily, size: 12 };
  const stacked = spec.series.some((series) => series.stacked);
  const dense = spec.labels.length > 24;

  const datasets: Dataset[] = spec.series.map((series, index): Dataset => {
    const color = palette.series[series.colorVar];
    const negative = series.negativeColorVar ? palette.series[series.negativeColorVar] : undefined;
    if (series.type === 'bar') {
      return {
        type: 'bar',
        label: series.label,
        data: series.data,
        backgroundColor: color,
        hoverBackgroundColor: color,
        borderWidth: 0,
        borderRadius: 2,
        maxBarThickness: 36,
        stack: series.stacked ? 'stacked' : `own-${index}`,
        order: 2,
      };
    }
    const below = (value: unknown) => typeof value === 'number' && value < 0;
    return {
      type: 'line',
      label: series.label,
      data: series.data,
      borderColor: color,
      backgroundColor: color,
      borderWidth: 2.5,
      pointRadius: dense ? 0 : 2.5,
      pointHoverRadius: 4,
      pointHitRadius: 8,
      pointBackgroundColor: negative ? (ctx) => (below(ctx.raw) ? negative : color) : color,
      pointBorderColor: negative ? (ctx) => (below(ctx.raw) ? negative : color) : color,
      cubicInterpolationMode: 'monotone',
      borderDash: series.dashed ? [6, 4] : undefined,
      fill: series.fill ? { target: 'origin', above: withAlpha(color, 0.16), below: withAlpha(negative ?? color, 0.2) } : false,
      segment: negative
        ? {
            borderColor: (ctx: ScriptableLineSegmentContext) =>
              below(ctx.p0.parsed.y) || below(ctx.p1.parsed.y) ? negative : undefined,
          }
        : undefined,
      stack: `own-${index}`,
      order: 1,
    };
  });

  return {
    type: 'bar',
    data: { labels: spec.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 450 },
      color: palette.text,
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 4, right: 4 } },
      scales: {
        x: {
          type: 'category',
          stacked,
          title: { display: true, text: spec.xTitle, color: palette.muted, font },
          grid: { display: false },
          border: { color: palette.borderStrong },
          ticks: { color: palette.muted, font, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
        },
        y: {
          type: 'linear',
          stacked,
          beginAtZero: true,
          border: { display: false },
          grid: { color: (ctx) => (ctx.tick?.value === 0 ? palette.borderStrong : palette.border) },
          ticks: { color: palette.muted, font, maxTicksLimit: 6, callback: (value) => tick(Number(value)) },
        },
      },
      plugins: {
        legend: {
          display: spec.series.length > 1,
          position: 'top',
          align: 'start',
          labels: legendLabels(palette, font),
        },
        tooltip: {
          ...tooltipFrame(palette),
          titleFont: { ...font, weight: 'bold' },
          bodyFont: font,
          callbacks: {
            title: (items) => (items[0] ? `${spec.xTitle} ${items[0].label}` : ''),
            label: (item) => `${item.dataset.label ?? ''}: ${full(item.parsed.y ?? 0)}`,
          },
        },
        financeMarker: spec.marker
          ? { index: spec.marker.index, label: spec.marker.label, color: palette.muted, font: `600 12px ${palette.fontFamily}` }
          : false,
      },
    },
  };
}

/**
 * One Chart.js instance per canvas, drawn from a config built with the current palette: made on the first draw,
 * updated in place after it (a theme or currency change repaints at once; new data, a new `data` identity, moves to
 * its new values unless the visitor prefers reduced motion), destroyed with the component.
 */
function useCanvasChart<T extends ChartType, L>(build: (drawing: Drawing) => ChartConfiguration<T, number[], L>, data: unknown) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<T, number[], L> | null>(null);
  const drawnData = useRef<unknown>(null);
  // The palette is read from CSS variables: a theme change must draw again.
  const dark = useSyncExternalStore(subscribeThemeClass, isDark, () => false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

  useEffect(() => {
    const draw = () => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      const config = build({ palette: readPalette(), reducedMotion });
      const chart = chartRef.current;
      if (!chart) {
        chartRef.current = new Chart(canvas, config);
      } else {
        chart.data = config.data;
        if (config.options) chart.options = config.options;
        chart.update(drawnData.current === data || reducedMotion ? 'none' : undefined);
      }
      drawnData.current = data;
    };
    // After the next paint: React runs a click's effects before the browser paints, and building the chart (30-80 ms
    // at 4x CPU on a long schedule) would hold back the figures Calculate shows. They paint first; the chart a task later.
    return afterNextPaint(draw);
  }, [build, data, dark, reducedMotion]);

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    },
    [],
  );
  return canvasRef;
}

/** Draws a ChartSpec: colours from the CSS variables (redrawn when the theme changes), amounts in the visitor's currency. */
export default function FinanceChartCanvas({ spec }: { spec: ChartSpec }) {
  const { currency, format } = useCurrencyFormat();
  const build = useCallback(
    (drawing: Drawing) => buildConfig(spec, { ...drawing, tick: compactCurrency(currency), full: format }),
    [spec, currency, format],
  );
  const canvasRef = useCanvasChart(build, spec);
  return (
    <canvas ref={canvasRef} role="img" aria-label={spec.summary}>
      <p>{spec.summary}</p>
    </canvas>
  );
}

function buildDonutConfig(
  spec: DonutSpec,
  { palette, reducedMotion, format }: Drawing & { format: FormatAmount },
): ChartConfiguration<'doughnut', number[], string> {
  const font = { family: palette.fontFamily, size: 12 };
  const sum = spec.segments.reduce((acc, segment) => acc + segment.value, 0);
  return {
    type: 'doughnut',
    data: {
      labels: spec.segments.map((segment) => segment.label),
      datasets: [
        {
          data: spec.segments.map((segment) => segment.value),
          backgroundColor: spec.segments.map((segment) => palette.series[segment.colorVar]),
          borderColor: palette.surface,
          borderWidth: 2,
          hoverOffset: 4,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      cutout: '62%',
      animation: reducedMotion ? false : { duration: 450 },
      color: palette.text,
      plugins: {
        legend: {
          position: 'bottom',
          labels: legendLabels(palette, font),
        },
        tooltip: {
          ...tooltipFrame(palette),
          bodyFont: font,
          callbacks: {
            label: (item) => ` ${item.label}: ${format(item.parsed)} (${Math.round((item.parsed / sum) * 100)}%)`,
          },
        },
      },
    },
  };
}

/** Draws a DonutSpec (what a total is made of), in the same chunk and with the same palette as the other charts. */
export function DonutCanvas({ spec }: { spec: DonutSpec }) {
  const { format } = useCurrencyFormat();
  const build = useCallback((drawing: Drawing) => buildDonutConfig(spec, { ...drawing, format }), [spec, format]);
  const canvasRef = useCanvasChart(build, spec);
  return (
    <canvas ref={canvasRef} role="img" aria-label={spec.summary}>
      <p>{spec.summary}</p>
    </canvas>
  );
}
