import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../hooks/useElementWidth';
import { formatDayKey } from '../../../lib/date-time';
import { ChartDayLabel } from '../../../ui/chart/ChartDayLabel';
import { ChartGrid } from '../../../ui/chart/ChartGrid';
import { responsiveChart } from '../../../ui/chart/chart-box';
import { labelStride } from '../../../ui/chart/value-scale';
import { formatSignedMoney, localeTagOf } from '../../bet-record/hooks/money-format';
import { chartLayout } from '../hooks/profit-chart';
import type { DayProfit } from '../hooks/profit-report';
import '../../../i18n/account-texts';

const TOOLTIP_WIDTH = 168;

interface ProfitChartProps {
  days: DayProfit[];
  currencySymbol: string;
}

/**
 * Daily profit as bars: a win grows up from the zero line in green, a loss down in red. Hovering,
 * tapping or the arrow keys pick a day, whose profit and rounds show in a tooltip.
 */
export function ProfitChart({ days, currencySymbol }: ProfitChartProps) {
  const { t, i18n } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const locale = localeTagOf(i18n.language);
  const { box, tickCount, labelWidth } = responsiveChart(width, 14);
  const layout = chartLayout(
    days.map((day) => day.value),
    box,
    tickCount,
  );
  const stride = labelStride(days.length, layout.plot.width, labelWidth);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const dayLabel = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? t('profit.chart.label', { from: formatDayKey(first.day, longDay), to: formatDayKey(last.day, longDay) })
      : t('profit.chart.title');

  const indexAt = (clientX: number, element: Element) => {
    const x = clientX - element.getBoundingClientRect().left - layout.plot.left;
    const slot = layout.bars[0]?.slotWidth ?? 0;
    if (slot <= 0 || x < 0) return null;
    const index = Math.floor(x / slot);
    return index < days.length ? index : null;
  };

  const handlePointer = (event: PointerEvent<HTMLDivElement>) => {
    const index = indexAt(event.clientX, event.currentTarget);
    if (index !== null) setActive(index);
  };

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (days.length === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (active ?? -1) + 1,
      ArrowLeft: (active ?? days.length) - 1,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(days.length - 1, Math.max(0, next)));
  };

  const activeDay = active === null ? undefined : days[active];
  const activeBar = active === null ? undefined : layout.bars[active];
  // Beside the chosen bar, on the side with more room, at the top of the plot.
  const barCentre = activeBar ? activeBar.slotX + activeBar.slotWidth / 2 : 0;
  const tooltipLeft =
    barCentre < width / 2
      ? Math.min(barCentre + 12, Math.max(0, width - TOOLTIP_WIDTH))
      : Math.max(0, barCentre - 12 - TOOLTIP_WIDTH);

  return (
    <div className="profit-chart" data-testid="profit-chart">
      <div
        ref={ref}
        className="profit-chart__canvas"
        role="slider"
        tabIndex={0}
        aria-label={summary}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, days.length - 1)}
        aria-valuenow={active ?? 0}
        aria-valuetext={
          activeDay
            ? `${formatDayKey(activeDay.day, longDay)}: ${formatSignedMoney(activeDay.profit, currencySymbol)}`
            : summary
        }
        onPointerMove={handlePointer}
        onPointerDown={handlePointer}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setActive(null);
        }}
        onKeyDown={handleKey}
        onBlur={() => setActive(null)}
        style={{ height: box.height }}
      >
        {width > 0 && (
          <svg width={width} height={box.height} viewBox={`0 0 ${width} ${box.height}`} aria-hidden="true">
            <ChartGrid
              className="profit-chart__grid"
              plot={layout.plot}
              ticks={layout.ticks}
              formatValue={(value) => compact.format(value)}
            />
            <g>
              {layout.bars.map((bar) => {
                const day = days[bar.index];
                if (!day) return null;
                const isActive = bar.index === active;
                return (
                  <g key={day.day}>
                    {isActive && (
                      <rect
                        x={bar.slotX}
                        y={layout.plot.top}
                        width={bar.slotWidth}
                        height={layout.plot.height}
                        className="profit-chart__highlight"
                      />
                    )}
                    <rect
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      rx={Math.min(3, bar.width / 4)}
                      className={`profit-chart__bar profit-chart__bar--${bar.tone}${isActive ? ' profit-chart__bar--active' : ''}`}
                      data-testid="profit-chart-bar"
                      data-day={day.day}
                      data-tone={bar.tone}
                    />
                    {bar.index % stride === 0 && (
                      <ChartDayLabel plot={layout.plot} slot={bar}>
                        {formatDayKey(day.day, dayLabel)}
                      </ChartDayLabel>
                    )}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
        {activeDay && activeBar && (
          <div
            className="profit-chart__tooltip"
            style={{ left: tooltipLeft, top: layout.plot.top, width: TOOLTIP_WIDTH }}
            data-testid="profit-chart-tooltip"
          >
            <span className="profit-chart__tooltip-day">{formatDayKey(activeDay.day, longDay)}</span>
            <strong className={`profit-chart__tooltip-value money--${activeBar.tone}`}>
              {formatSignedMoney(activeDay.profit, currencySymbol)}
            </strong>
            <span className="profit-chart__tooltip-rounds">
              {activeDay.rounds > 0
                ? t('profit.chart.rounds', { count: activeDay.rounds })
                : t('profit.chart.noRounds')}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
