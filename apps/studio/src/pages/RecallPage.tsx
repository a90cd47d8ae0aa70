import type { StudioRound } from '@fortuna/contracts/studio';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { asStudioError, type StudioApiError } from '../api/errors';
import { httpStudioApi } from '../api/studio-api';
import { gameEntry } from '../games/registry';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { verifyHref } from '../lib/launch';
import { formatMinor, readMinor } from '../lib/money';
import { LoadingScreen } from '../shell/GameScreen';
import { Icon } from '../ui/Icon';
import { PageFrame } from './PageFrame';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; round: StudioRound; module: GameModule | null }
  | { kind: 'failed'; error: StudioApiError };

function dateTime(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}

function Recall() {
  const { t, language, locale } = useI18n();
  const { roundId = '' } = useParams();
  const [params] = useSearchParams();
  const exp = params.get('exp') ?? '';
  const sig = params.get('sig') ?? '';
  const api = useMemo(() => httpStudioApi(), []);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .recall(roundId, exp, sig, language)
      .then(async (round) => {
        const module = (await gameEntry(round.gameCode)?.load()) ?? null;
        if (live) setState({ kind: 'ready', round, module });
      })
      .catch((caught: unknown) => {
        if (live) setState({ kind: 'failed', error: asStudioError(caught) });
      });
    return () => {
      live = false;
    };
  }, [api, roundId, exp, sig, language]);

  if (state.kind === 'loading') return <LoadingScreen />;
  if (state.kind === 'failed') {
    const network = state.error.kind === 'network' || state.error.kind === 'server';
    return (
      <div className="centre-screen centre-screen--error" role="alert">
        <Icon name="warning" size={44} />
        <h1>{network ? t('error.network') : t('recall.invalid')}</h1>
      </div>
    );
  }
  const { round, module } = state;
  const entry = gameEntry(round.gameCode);
  const stake = readMinor(round.stake) ?? 0n;
  const payout = readMinor(round.payout) ?? 0n;
  const before = readMinor(round.balanceBefore);
  const after = readMinor(round.balanceAfter);
  return (
    <article className="page-card">
      <header className="page-card__header">
        <h1>{t('recall.title')}</h1>
        <p className="muted">
          {entry ? t(entry.nameKey) : round.gameCode} · v{round.gameVersion}
        </p>
      </header>
      {module ? (
        <module.Replay detail={round.detail} currency={round.currency} stake={stake} payout={payout} />
      ) : (
        <pre className="raw-detail">{JSON.stringify(round.detail, null, 2)}</pre>
      )}
      <dl className="facts">
        <dt>{t('recall.roundId')}</dt>
        <dd>
          <code>{round.roundId}</code>
        </dd>
        <dt>{t('recall.status')}</dt>
        <dd>{t(`recall.status.${round.status}`)}</dd>
        <dt>{t('recall.started')}</dt>
        <dd>{dateTime(round.startedAt, locale)}</dd>
        <dt>{t('recall.ended')}</dt>
        <dd>{dateTime(round.endedAt, locale)}</dd>
        <dt>{t('money.stake')}</dt>
        <dd>{formatMinor(stake, round.currency)}</dd>
        <dt>{t('money.payout')}</dt>
        <dd className={payout > 0n ? 'text-win' : undefined}>{formatMinor(payout, round.currency)}</dd>
        {before !== null && (
          <>
            <dt>{t('recall.balanceBefore')}</dt>
            <dd>{formatMinor(before, round.currency)}</dd>
          </>
        )}
        {after !== null && (
          <>
            <dt>{t('recall.balanceAfter')}</dt>
            <dd>{formatMinor(after, round.currency)}</dd>
          </>
        )}
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd>
          <code>{round.serverSeedHash}</code>
        </dd>
        {round.serverSeed && (
          <>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>
              <code>{round.serverSeed}</code>
            </dd>
          </>
        )}
        <dt>{t('fair.clientSeed')}</dt>
        <dd>
          <code>{round.clientSeed}</code>
        </dd>
        <dt>{t('fair.nonceShort')}</dt>
        <dd>
          <code>{round.nonce}</code>
        </dd>
      </dl>
      {round.serverSeed ? (
        <a
          className="button button--primary"
          href={verifyHref({
            gameCode: round.gameCode,
            serverSeed: round.serverSeed,
            serverSeedHash: round.serverSeedHash,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            choices: module ? module.inputChoices(round.choices) : round.choices,
            currency: round.currency,
            lang: language,
          })}
        >
          <Icon name="shield" size={18} /> {t('history.verify')}
        </a>
      ) : (
        <p className="muted small">{t('history.seedHidden')}</p>
      )}
    </article>
  );
}

/** /studio/recall/:roundId?exp=…&sig=… : one round, for the back office and the player's bet history. */
export function RecallPage() {
  return (
    <PageFrame>
      <Recall />
    </PageFrame>
  );
}
