import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue } from '../../../bet-record/hooks/money-format';
import { barLayout, type DayAmount } from '../hooks/income-series';

const WIDTH = 640;
const HEIGHT = 180;
const LABEL_SPACE = 22;

/** Income per day as bars (losses carried below the line); a label every few days. */
export function IncomeChart({ points, currencySymbol }: { points: readonly DayAmount[]; currencySymbol: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { bars, zeroY } = barLayout(points, WIDTH, HEIGHT);
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="income-chart" data-testid="income-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        className="income-chart__svg"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t('agentReports.income.chartTitle')}</title>
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="income-chart__axis" />
        {bars.map((bar, index) => {
          const point = points[index];
          return (
            <g key={bar.day}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0.5)}
                rx={2}
                className={`income-chart__bar${bar.isNegative ? ' income-chart__bar--negative' : ''}`}
              >
                <title>
                  {`${bar.day}: ${point ? formatMoneyValue({ amount: point.amount, amountMinor: point.minor.toString() }, currencySymbol) : ''}`}
                </title>
              </rect>
              {index % labelEvery === 0 && (
                <text x={bar.x + bar.width / 2} y={HEIGHT + 16} className="income-chart__label" textAnchor="middle">
                  {bar.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
