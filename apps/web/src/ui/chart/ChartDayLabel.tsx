import type { PlotArea } from './chart-box';
import './chart-grid.css';

interface ChartDayLabelProps {
  plot: PlotArea;
  slot: { slotX: number; slotWidth: number };
  children: string;
}

/** A day's label, centred under its slot below the plot. */
export function ChartDayLabel({ plot, slot, children }: ChartDayLabelProps) {
  return (
    <text x={slot.slotX + slot.slotWidth / 2} y={plot.top + plot.height + 18} className="chart-grid__day">
      {children}
    </text>
  );
}
