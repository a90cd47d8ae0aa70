import type { StudioRound } from '@fortuna/contracts/studio';
import { useEffect, useState } from 'react';
import { asStudioError } from '../api/errors';
import type { CompletedRound, StudioApi } from '../api/studio-api';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { formatMinor, readMinor } from '../lib/money';
import { Sheet } from '../ui/Sheet';
import type { GameController } from './controller';

type State = { kind: 'working' } | { kind: 'done'; completed: CompletedRound } | { kind: 'failed' };

const completing = new Map<string, Promise<CompletedRound>>();

/** One complete call per round at a time (a remount reuses it; a failure may be retried). */
function completeOnce(api: StudioApi, studioToken: string, roundId: string): Promise<CompletedRound> {
  let pending = completing.get(roundId);
  if (!pending) {
    pending = api.completeRound(studioToken, roundId);
    completing.set(roundId, pending);
    pending.catch(() => undefined).finally(() => completing.delete(roundId));
  }
  return pending;
}

/**
 * A round interrupted before it was paid: told to the player, completed on the server, and its
 * result shown; the balance catches up when the player continues.
 */
export function ResumeDialog({
  api,
  ctl,
  module,
  round,
  onDone,
}: {
  api: StudioApi;
  ctl: GameController;
  module: GameModule;
  round: StudioRound;
  onDone(): void;
}) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const { studioToken } = ctl.session;
  const { showError } = ctl;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Retry button's trigger.
  useEffect(() => {
    let live = true;
    setState({ kind: 'working' });
    completeOnce(api, studioToken, round.roundId)
      .then((completed) => {
        if (live) setState({ kind: 'done', completed });
      })
      .catch((caught: unknown) => {
        if (!live) return;
        if (asStudioError(caught).kind === 'session') showError({ kind: 'session' });
        setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, studioToken, round.roundId, showError, attempt]);

  const finish = () => {
    if (state.kind === 'done') ctl.settle(state.completed);
    onDone();
  };

  const shown = state.kind === 'done' ? state.completed.round : round;
  const stake = readMinor(shown.stake) ?? 0n;
  const payout = readMinor(shown.payout) ?? 0n;
  return (
    <Sheet title={t('resume.title')} onClose={finish} modal={state.kind === 'working'}>
      <div className="resume" aria-live="polite">
        {state.kind === 'working' && (
          <p className="resume__status">
            <span className="spinner" aria-hidden="true" /> {t('resume.completing')}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="resume__status">
            <p>{t('error.network')}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('action.retry')}
            </button>
          </div>
        )}
        {state.kind === 'done' && (
          <>
            <p className="muted">{t('resume.done')}</p>
            <module.Replay detail={shown.detail} currency={shown.currency} stake={stake} payout={payout} />
            <dl className="facts facts--inline">
              <dt>{t('money.stake')}</dt>
              <dd>{formatMinor(stake, shown.currency)}</dd>
              <dt>{t('money.payout')}</dt>
              <dd className={payout > 0n ? 'text-win' : undefined}>{formatMinor(payout, shown.currency)}</dd>
            </dl>
            <button type="button" className="button button--primary button--wide" onClick={finish}>
              {t('action.continue')}
            </button>
          </>
        )}
      </div>
    </Sheet>
  );
}
