import type { TeamOverview } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../../hooks/useElementWidth';
import { formatDayKey } from '../../../../lib/date-time';
import { ChartDayLabel } from '../../../../ui/chart/ChartDayLabel';
import { ChartGrid } from '../../../../ui/chart/ChartGrid';
import { responsiveChart } from '../../../../ui/chart/chart-box';
import { labelStride } from '../../../../ui/chart/value-scale';
import { formatMoneyValue, formatSignedMoney, localeTagOf, majorUnitsOf } from '../../../bet-record/hooks/money-format';
import { teamChartLayout } from '../hooks/team-chart';

interface TeamChartProps {
  series: TeamOverview['series'];
  currencySymbol: string;
}

/** The team's days: valid bet as bars, P&L as a line with a dot a day; each day's figures in its title. */
export function TeamChart({ series, currencySymbol }: TeamChartProps) {
  const { t, i18n } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const locale = localeTagOf(i18n.language);
  const { box, tickCount, labelWidth } = responsiveChart(width, 12);
  const layout = teamChartLayout(
    series.map((point) => ({
      day: point.day,
      validBet: majorUnitsOf(point.validBet),
      profitLoss: majorUnitsOf(point.profitLoss),
    })),
    box,
    tickCount,
  );
  const stride = labelStride(series.length, layout.plot.width, labelWidth);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const shortDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' });
  const longDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const first = series[0];
  const last = series.at(-1);
  const title =
    first && last
      ? t('agentCentre.team.chart.label', {
          from: formatDayKey(first.day, longDay),
          to: formatDayKey(last.day, longDay),
        })
      : t('agentCentre.team.chart.title');

  return (
    <div className="team-chart" data-testid="team-chart">
      <div ref={ref} className="team-chart__canvas" style={{ height: box.height }}>
        {width > 0 && (
          <svg width={width} height={box.height} viewBox={`0 0 ${width} ${box.height}`} role="img">
            <title>{title}</title>
            <ChartGrid plot={layout.plot} ticks={layout.ticks} formatValue={(value) => compact.format(value)} />
            {layout.bars.map((bar) => {
              const point = series[bar.index];
              if (!point) return null;
              return (
                <g key={point.day} className="team-chart__day" data-testid="team-chart-day" data-day={point.day}>
                  <title>
                    {t('agentCentre.team.chart.day', {
                      day: formatDayKey(point.day, longDay),
                      validBet: formatMoneyValue(point.validBet, currencySymbol),
                      profitLoss: formatSignedMoney(point.profitLoss, currencySymbol),
                    })}
                  </title>
                  <rect
                    x={bar.slotX}
                    y={layout.plot.top}
                    width={bar.slotWidth}
                    height={layout.plot.height}
                    className="team-chart__slot"
                  />
                  <rect
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(3, bar.width / 4)}
                    className="team-chart__bar"
                  />
                  {bar.index % stride === 0 && (
                    <ChartDayLabel plot={layout.plot} slot={bar}>
                      {formatDayKey(point.day, shortDay)}
                    </ChartDayLabel>
                  )}
                </g>
              );
            })}
            <path d={layout.linePath} className="team-chart__line" />
            {layout.line.map((spot, index) => (
              <circle key={series[index]?.day ?? index} cx={spot.x} cy={spot.y} r={3} className="team-chart__dot" />
            ))}
          </svg>
        )}
      </div>
      <ul className="team-chart__legend">
        <li className="team-chart__legend-item team-chart__legend-item--bar">{t('agentCentre.team.chart.validBet')}</li>
        <li className="team-chart__legend-item team-chart__legend-item--line">
          {t('agentCentre.team.chart.profitLoss')}
        </li>
      </ul>
    </div>
  );
}
