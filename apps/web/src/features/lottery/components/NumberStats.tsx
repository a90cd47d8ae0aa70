import type { NumberStatView } from '@fortuna/contracts/lottery-stats';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { formatDateTime } from '../../../lib/date-time';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { numberStatsQueries } from '../api/lottery-stats-api';
import { HeadTailTable } from './HeadTailTable';

const WINDOWS = [10, 30, 100] as const;

interface NumberStatsProps {
  gameCode: string;
  /** Puts a number on the ticket (when the bet type takes two-digit numbers). */
  onPick: (number: string) => void;
}

/** A list of numbers as chips with a figure under each (times drawn, or draws since last seen). */
function NumberChips({
  stats,
  figure,
  testId,
}: {
  stats: NumberStatView[];
  figure: (stat: NumberStatView) => string;
  testId: string;
}) {
  return (
    <ol className="lottery-stats__chips" data-testid={testId}>
      {stats.map((stat) => (
        <li key={stat.number} className="lottery-stats__chip">
          <b>{stat.number}</b>
          <span>{figure(stat)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Statistics of a region's last draws (spec §7 "popular and opened numbers", "Vietnam numbers"): popular,
 * cold and just-opened numbers, the 00–99 board with times drawn and gaps, and the head/tail counts.
 */
export function NumberStats({ gameCode, onPick }: NumberStatsProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [draws, setDraws] = useState<(typeof WINDOWS)[number]>(30);
  const queries = numberStatsQueries(gameCode, draws);
  const popular = useQuery(queries.popular);
  const numbers = useQuery(queries.numbers);
  const headTail = useQuery(queries.headTail);
  const failed = popular.error ?? numbers.error ?? headTail.error;
  const gapText = (stat: NumberStatView) =>
    stat.gap === null ? t('lotteryStats.never') : t('lotteryStats.gap', { count: stat.gap });
  const maxCount = Math.max(1, ...(numbers.data?.numbers.map((stat) => stat.count) ?? [0]));

  return (
    <section className="lottery-stats" data-testid="lottery-stats">
      <fieldset className="lottery-fieldset lottery-stats__window">
        <legend className="visually-hidden">{t('lotteryStats.windowLabel')}</legend>
        {WINDOWS.map((count) => (
          <button
            key={count}
            type="button"
            className={`chip${count === draws ? ' chip--active' : ''}`}
            aria-pressed={count === draws}
            onClick={() => setDraws(count)}
          >
            {t('lotteryStats.window', { count })}
          </button>
        ))}
      </fieldset>
      {failed && <ErrorState message={errorText(failed)} onRetry={() => void popular.refetch()} />}
      {(popular.isPending || numbers.isPending || headTail.isPending) && !failed && <LoadingState />}
      {popular.data?.draws === 0 && <p className="lottery-empty">{t('lotteryStats.empty')}</p>}
      {popular.data && popular.data.draws > 0 && (
        <>
          <h3 className="lottery-stats__title">{t('lotteryStats.opened')}</h3>
          <p className="lottery-help">
            {t('lotteryStats.openedHint', { when: popular.data.openedAt ? formatDateTime(popular.data.openedAt) : '' })}
          </p>
          <ol className="lottery-stats__chips" data-testid="lottery-opened">
            {popular.data.opened.map((entry) => (
              <li key={entry.number} className={`lottery-stats__chip${entry.times > 1 ? ' is-repeat' : ''}`}>
                <b>{entry.number}</b>
                {entry.times > 1 && <span>{t('lotteryStats.times', { count: entry.times })}</span>}
              </li>
            ))}
          </ol>
          <div className="lottery-stats__pair">
            <div>
              <h3 className="lottery-stats__title">{t('lotteryStats.popular')}</h3>
              <p className="lottery-help">{t('lotteryStats.popularHint')}</p>
              <NumberChips
                stats={popular.data.popular}
                figure={(stat) => t('lotteryStats.times', { count: stat.count })}
                testId="lottery-popular"
              />
            </div>
            <div>
              <h3 className="lottery-stats__title">{t('lotteryStats.cold')}</h3>
              <p className="lottery-help">{t('lotteryStats.coldHint')}</p>
              <NumberChips stats={popular.data.cold} figure={gapText} testId="lottery-cold" />
            </div>
          </div>
        </>
      )}
      {numbers.data && numbers.data.draws > 0 && (
        <>
          <h3 className="lottery-stats__title">{t('lotteryStats.vietnamNumbers')}</h3>
          <p className="lottery-help">{t('lotteryStats.vietnamHint')}</p>
          <div className="lottery-stats__grid" data-testid="lottery-vietnam-numbers">
            {numbers.data.numbers.map((stat) => (
              <button
                key={stat.number}
                type="button"
                className={`lottery-stats__cell${stat.count === 0 ? ' is-unseen' : ''}`}
                style={{ '--heat': (stat.count / maxCount).toFixed(2) } as React.CSSProperties}
                aria-label={t('lotteryStats.numberCell', {
                  number: stat.number,
                  count: stat.count,
                  gap: gapText(stat),
                })}
                onClick={() => onPick(stat.number)}
              >
                <b>{stat.number}</b>
                <span>{stat.count}</span>
                <small>{stat.gap ?? '–'}</small>
              </button>
            ))}
          </div>
        </>
      )}
      {headTail.data && headTail.data.draws > 0 && <HeadTailTable stats={headTail.data} />}
    </section>
  );
}
