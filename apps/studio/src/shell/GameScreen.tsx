import type { StudioSession } from '@fortuna/contracts/studio';
import { useEffect, useState } from 'react';
import { asStudioError, type StudioApiError } from '../api/errors';
import type { StudioApi } from '../api/studio-api';
import { type GameEntry, gameEntry } from '../games/registry';
import type { GameModule } from '../games/types';
import { I18nProvider, resolveLanguage, useI18n } from '../i18n/i18n';
import { loadSnapshot, openSessionOnce, type SessionSnapshot } from '../lib/launch';
import { Icon } from '../ui/Icon';
import { GameShell } from './GameShell';

export function snapshotOf(session: StudioSession): SessionSnapshot {
  return {
    session,
    balance: session.balance,
    fairness: session.fairness,
    history: [],
    sentChoices: {},
    revealedSeeds: {},
  };
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; snapshot: SessionSnapshot; module: GameModule }
  | { kind: 'failed'; error: StudioApiError | 'no-token' | 'unknown-game' | 'wrong-game' };

interface GameScreenProps {
  api: StudioApi;
  gameCode: string | undefined;
  /** From the launch URL (already removed from the address bar); null on a reload. */
  launchToken: string | null;
  langParam: string | null;
}

/** Opens the session (or continues the tab's stored one), loads the game's client and shows it. */
export function GameScreen({ api, gameCode, launchToken, langParam }: GameScreenProps) {
  const entry = gameEntry(gameCode);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // attempt: the Retry button opens the session again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    let live = true;
    const start = async (): Promise<State> => {
      if (!entry) return { kind: 'failed', error: 'unknown-game' };
      const modulePromise = entry.load();
      let snapshot: SessionSnapshot | null;
      if (launchToken) {
        const session = await openSessionOnce(api, launchToken);
        if (session.game.code !== entry.code) return { kind: 'failed', error: 'wrong-game' };
        snapshot = snapshotOf(session);
      } else {
        snapshot = loadSnapshot(entry.code);
      }
      if (!snapshot) return { kind: 'failed', error: 'no-token' };
      const module = await modulePromise;
      // A stored session never completes an open round twice; an interactive game keeps the
      // round it was playing (the controller stores it after every decision) and continues it.
      if (!launchToken && !module.interactive)
        snapshot = { ...snapshot, session: { ...snapshot.session, openRound: null } };
      return { kind: 'ready', snapshot, module };
    };
    setState({ kind: 'loading' });
    start()
      .then((next) => {
        if (live) setState(next);
      })
      .catch((caught: unknown) => {
        if (live) setState({ kind: 'failed', error: asStudioError(caught) });
      });
    return () => {
      live = false;
    };
  }, [api, entry, launchToken, attempt]);

  const language = resolveLanguage(
    langParam,
    state.kind === 'ready' ? state.snapshot.session.language : null,
    typeof navigator === 'undefined' ? null : navigator.language,
  );

  return (
    <I18nProvider language={language}>
      {state.kind === 'loading' && <LoadingScreen />}
      {state.kind === 'failed' && <FailedScreen error={state.error} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.kind === 'ready' && entry && (
        <ReadyScreen api={api} entry={entry} snapshot={state.snapshot} module={state.module} />
      )}
    </I18nProvider>
  );
}

function ReadyScreen({
  api,
  entry,
  snapshot,
  module,
}: {
  api: StudioApi;
  entry: GameEntry;
  snapshot: SessionSnapshot;
  module: GameModule;
}) {
  const { t } = useI18n();
  // The catalogue's name, as the site's lobby shows it; the studio's own name only when it has none.
  const title = snapshot.session.game.name || t(entry.nameKey);
  return <GameShell api={api} snapshot={snapshot} module={module} title={title} />;
}

export function LoadingScreen() {
  const { t } = useI18n();
  return (
    <div className="centre-screen" aria-busy="true">
      <div className="loader" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p>{t('app.loading')}</p>
    </div>
  );
}

function FailedScreen({
  error,
  onRetry,
}: {
  error: StudioApiError | 'no-token' | 'unknown-game' | 'wrong-game';
  onRetry(): void;
}) {
  const { t } = useI18n();
  let title: string;
  let hint: string | null = null;
  let retry = false;
  if (error === 'no-token') title = t('error.noToken');
  else if (error === 'unknown-game' || error === 'wrong-game') title = t('error.unknownGame');
  else if (error.kind === 'session') {
    title = t('error.session');
    hint = t('error.sessionHint');
  } else if (error.kind === 'maintenance') title = t('error.maintenance');
  else if (error.kind === 'network' || error.kind === 'server') {
    title = t('error.network');
    retry = true;
  } else {
    title = error.message || t('error.rejected');
    hint = t('error.sessionHint');
  }
  return (
    <div className="centre-screen centre-screen--error" role="alert">
      <Icon name="warning" size={44} />
      <h1>{title}</h1>
      {hint && <p className="muted">{hint}</p>}
      {retry && (
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Icon name="refresh" size={18} /> {t('action.retry')}
        </button>
      )}
    </div>
  );
}
