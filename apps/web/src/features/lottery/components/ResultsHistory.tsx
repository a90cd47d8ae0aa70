import type { HistoryDraw } from '@fortuna/contracts/lottery-stats';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { historyQuery } from '../api/lottery-stats-api';

/** The calendar day (yyyy-mm-dd) of now in a zone `offsetHours` ahead of UTC, moved by `days`. */
export function localDay(offsetHours: number, days = 0, from = Date.now()): string {
  return new Date(from + offsetHours * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface ResultsHistoryProps {
  gameCode: string;
  /** The game's time zone offset (7 for Viet Nam and Thailand, 8 for the 4D draws). */
  offsetHours: number;
  /** Draws of the day as chips, to pick one (the provinces of a regional day). */
  chips?: (draws: HistoryDraw[], chosen: string | undefined, choose: (drawId: string) => void) => ReactNode;
  /** The board of one drawn result. */
  board: (draw: HistoryDraw) => ReactNode;
}

/** Results by date: a day picker (a year back, up to today), then each draw of that day as its board. */
export function ResultsHistory({ gameCode, offsetHours, chips, board }: ResultsHistoryProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const today = localDay(offsetHours);
  const earliest = localDay(offsetHours, -365);
  const [day, setDay] = useState(() => localDay(offsetHours, -1));
  const [drawChoice, setDrawChoice] = useState<string | undefined>();
  const history = useQuery(historyQuery(gameCode, day));
  const draws = history.data?.draws ?? [];
  const shown = draws.find((draw) => draw.drawId === drawChoice) ?? draws.find((draw) => draw.result) ?? draws[0];
  const pick = (next: string) => {
    if (next >= earliest && next <= today) {
      setDay(next);
      setDrawChoice(undefined);
    }
  };
  return (
    <section className="lottery-history" data-testid="lottery-history">
      <div className="lottery-history__day">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label="‹"
          disabled={day <= earliest}
          onClick={() => pick(shiftDay(day, -1))}
        >
          ‹
        </button>
        <label className="lottery-history__label">
          <span className="visually-hidden">{t('lotteryStats.history.date')}</span>
          <input
            className="input"
            type="date"
            value={day}
            min={earliest}
            max={today}
            onChange={(event) => event.target.value && pick(event.target.value)}
            data-testid="lottery-history-date"
          />
        </label>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label="›"
          disabled={day >= today}
          onClick={() => pick(shiftDay(day, 1))}
        >
          ›
        </button>
      </div>
      {history.isPending && <LoadingState />}
      {history.isError && <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />}
      {history.data && draws.length === 0 && <p className="lottery-empty">{t('lotteryStats.history.noDraws')}</p>}
      {chips?.(draws, shown?.drawId, setDrawChoice)}
      {shown && !shown.result && (
        <p className="lottery-empty" data-testid="lottery-history-waiting">
          {shown.status === 'void' ? t('lotteryStats.history.void') : t('lotteryStats.history.waiting')}
        </p>
      )}
      {shown?.result && (
        <>
          {shown.resultVersion > 1 && (
            <p className="lottery-help">{t('lotteryStats.history.corrected', { version: shown.resultVersion })}</p>
          )}
          {board(shown)}
        </>
      )}
    </section>
  );
}
