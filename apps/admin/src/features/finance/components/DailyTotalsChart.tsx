import type { DailyTotal } from '@fortuna/contracts/payments-admin';
import { chartModel, compactAmount, dayLabel } from './daily-totals';

const WIDTH = 960;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 28, left: 56 };
const GRID_LINES = 4;

interface DailyTotalsChartProps {
  days: readonly DailyTotal[];
  currencySymbol: string;
}

/** Deposits and withdrawals per day as paired bars, drawn in SVG against a round axis. */
export function DailyTotalsChart({ days, currencySymbol }: DailyTotalsChartProps) {
  const { axisMax, bars } = chartModel(days);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(2, Math.min(18, slot * 0.32));
  const labelEvery = Math.ceil(bars.length / 12);
  const title = `Deposits and withdrawals per day, ${days[0]?.date ?? ''} to ${days.at(-1)?.date ?? ''}`;

  return (
    <figure className="totals-chart" data-testid="daily-totals-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="daily-totals-chart-title">
        <title id="daily-totals-chart-title">{title}</title>
        {Array.from({ length: GRID_LINES + 1 }, (_, index) => {
          const value = (axisMax / GRID_LINES) * index;
          const y = PAD.top + plotHeight - (plotHeight / GRID_LINES) * index;
          return (
            <g key={value} className="chart-grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
              <text x={PAD.left - 8} y={y} dy="0.32em" textAnchor="end">
                {compactAmount(value, currencySymbol)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const center = PAD.left + slot * index + slot / 2;
          const depositHeight = bar.deposit * plotHeight;
          const withdrawalHeight = bar.withdrawal * plotHeight;
          const base = PAD.top + plotHeight;
          return (
            <g key={bar.date}>
              <rect
                className="chart-bar-deposit"
                x={center - barWidth - 1}
                y={base - depositHeight}
                width={barWidth}
                height={depositHeight}
                rx={2}
              />
              <rect
                className="chart-bar-withdrawal"
                x={center + 1}
                y={base - withdrawalHeight}
                width={barWidth}
                height={withdrawalHeight}
                rx={2}
              />
              {(bars.length - 1 - index) % labelEvery === 0 ? (
                <text className="chart-axis-label" x={center} y={HEIGHT - 8} textAnchor="middle">
                  {dayLabel(bar.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        <span>
          <i className="legend-swatch legend-deposit" /> Deposits
        </span>
        <span>
          <i className="legend-swatch legend-withdrawal" /> Withdrawals
        </span>
      </figcaption>
    </figure>
  );
}
