import type { PlotArea } from './chart-box';
import './chart-grid.css';

interface ChartGridProps {
  plot: PlotArea;
  ticks: readonly { value: number; y: number }[];
  formatValue: (value: number) => string;
  className?: string;
}

/** A line across the plot at every tick, the zero line marked, with the tick's value on the left. */
export function ChartGrid({ plot, ticks, formatValue, className }: ChartGridProps) {
  return (
    <g className={className}>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={plot.left}
            x2={plot.left + plot.width}
            y1={tick.y}
            y2={tick.y}
            className={tick.value === 0 ? 'chart-grid__zero' : 'chart-grid__line'}
          />
          <text x={plot.left - 8} y={tick.y} className="chart-grid__value" dy="0.32em">
            {formatValue(tick.value)}
          </text>
        </g>
      ))}
    </g>
  );
}
