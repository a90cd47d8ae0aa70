import { type ChartBox, type PlotArea, plotArea } from '../../../../ui/chart/chart-box';
import { valueScale } from '../../../../ui/chart/value-scale';

/** One day of the team chart, in major units (for drawing only). */
export interface TeamChartPoint {
  day: string;
  validBet: number;
  profitLoss: number;
}

export interface TeamChartBar {
  index: number;
  /** The day's slot (hover area) and its valid-bet bar, in SVG units (y grows downwards). */
  slotX: number;
  slotWidth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TeamChartLayout {
  plot: PlotArea;
  zeroY: number;
  ticks: { value: number; y: number }[];
  bars: TeamChartBar[];
  /** Where the P&L line passes, one point per day at the centre of its slot. */
  line: { x: number; y: number }[];
  /** The P&L line as an SVG path ("" without days). */
  linePath: string;
}

/** Bars this wide at most, however few days there are. */
const MAX_BAR_WIDTH = 40;
/** A day with any valid bet gets at least this much bar, so it shows. */
export const MIN_BAR_HEIGHT = 2;

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Valid bet as bars up from 0 and the team's P&L as a line, on one value scale that holds both and 0
 * (round steps, about `tickCount` of them): the line's distance from the bars reads as the margin.
 */
export function teamChartLayout(points: readonly TeamChartPoint[], box: ChartBox, tickCount = 4): TeamChartLayout {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const scale = valueScale(
    points.flatMap((point) => [finite(point.validBet), finite(point.profitLoss)]),
    tickCount,
  );
  const plot = plotArea(box);
  const yOf = (value: number) => round(plot.top + ((scale.max - value) / (scale.max - scale.min)) * plot.height);
  const zeroY = yOf(0);
  const slotWidth = points.length > 0 ? plot.width / points.length : 0;
  const barWidth = Math.min(MAX_BAR_WIDTH, slotWidth * 0.6);

  const bars = points.map((point, index): TeamChartBar => {
    const value = finite(point.validBet);
    const top = yOf(Math.max(0, value));
    const bottom = yOf(Math.min(0, value));
    const height = value === 0 ? 0 : Math.max(MIN_BAR_HEIGHT, bottom - top);
    const slotX = plot.left + index * slotWidth;
    return {
      index,
      slotX: round(slotX),
      slotWidth: round(slotWidth),
      x: round(slotX + (slotWidth - barWidth) / 2),
      y: value > 0 ? Math.min(top, zeroY - height) : top,
      width: round(barWidth),
      height: round(height),
    };
  });
  const line = points.map((point, index) => ({
    x: round(plot.left + (index + 0.5) * slotWidth),
    y: yOf(finite(point.profitLoss)),
  }));
  const linePath = line.map((spot, index) => `${index === 0 ? 'M' : 'L'}${spot.x} ${spot.y}`).join(' ');
  return { plot, zeroY, ticks: scale.ticks.map((value) => ({ value, y: yOf(value) })), bars, line, linePath };
}
