import type { StudioRound } from '@fortuna/contracts/studio';
import { useEffect, useState } from 'react';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { verifyHref } from '../lib/launch';
import { formatMinor, readMinor } from '../lib/money';
import { Icon } from '../ui/Icon';
import type { GameController } from './controller';

function timeOf(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function HistoryRow({ round, ctl, module }: { round: StudioRound; ctl: GameController; module: GameModule }) {
  const { t, language, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const stake = readMinor(round.stake) ?? 0n;
  const payout = readMinor(round.payout) ?? 0n;
  const serverSeed = round.serverSeed ?? ctl.revealedSeeds[round.serverSeedHash] ?? null;
  const won = payout > 0n;
  return (
    <li className={`history-row${won ? ' history-row--win' : ''}`}>
      <button type="button" className="history-row__summary" onClick={() => setOpen(!open)} aria-expanded={open}>
        <span className="history-row__time">{timeOf(round.endedAt ?? round.startedAt, locale)}</span>
        <span className="history-row__text">
          {module.summarize(round, t)}
          {round.status !== 'settled' && (
            <span className="history-row__status"> · {t(`recall.status.${round.status}`)}</span>
          )}
        </span>
        <span className="history-row__money">
          <span className="muted">{formatMinor(stake, round.currency)}</span>
          <strong className={won ? 'text-win' : 'muted'}>{formatMinor(payout, round.currency)}</strong>
        </span>
      </button>
      {open && (
        <div className="history-row__detail">
          <module.Replay detail={round.detail} currency={round.currency} stake={stake} payout={payout} compact />
          <dl className="facts">
            <dt>{t('recall.roundId')}</dt>
            <dd>
              <code>{round.roundId}</code>
            </dd>
            <dt>{t('fair.serverSeedHash')}</dt>
            <dd>
              <code>{round.serverSeedHash}</code>
            </dd>
            <dt>{t('fair.clientSeed')}</dt>
            <dd>
              <code>{round.clientSeed}</code>
            </dd>
            <dt>{t('fair.nonceShort')}</dt>
            <dd>
              <code>{round.nonce}</code>
            </dd>
          </dl>
          {serverSeed ? (
            <a
              className="button button--secondary button--small"
              target="_blank"
              rel="noopener"
              href={verifyHref({
                gameCode: round.gameCode,
                serverSeed,
                serverSeedHash: round.serverSeedHash,
                clientSeed: round.clientSeed,
                nonce: round.nonce,
                choices: ctl.sentChoices[round.roundId] ?? module.inputChoices(round.choices),
                currency: round.currency,
                lang: language,
              })}
            >
              <Icon name="external" size={16} /> {t('history.verify')}
            </a>
          ) : (
            <p className="muted small">{t('history.seedHidden')}</p>
          )}
        </div>
      )}
    </li>
  );
}

/** This window's rounds and the server's list of the player's last rounds, one entry per round, newest first. */
export function mergeRounds(local: readonly StudioRound[], server: readonly StudioRound[]): StudioRound[] {
  const byId = new Map<string, StudioRound>();
  for (const round of [...server, ...local]) byId.set(round.roundId, round);
  return [...byId.values()].sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0));
}

/** The player's last rounds of this game, newest first: this window's, completed by the server's list. */
export function HistoryList({ ctl, module }: { ctl: GameController; module: GameModule }) {
  const { t } = useI18n();
  const [server, setServer] = useState<StudioRound[]>([]);
  const { api } = ctl;
  const { studioToken } = ctl.session;
  useEffect(() => {
    let live = true;
    api
      .recentRounds(studioToken, 30)
      .then((rounds) => {
        if (live) setServer(rounds);
      })
      .catch(() => {
        // The window's own rounds are still shown.
      });
    return () => {
      live = false;
    };
  }, [api, studioToken]);
  const rounds = mergeRounds(ctl.history, server);
  if (rounds.length === 0) return <p className="muted empty">{t('history.empty')}</p>;
  return (
    <ul className="history-list">
      {rounds.map((round) => (
        <HistoryRow key={round.roundId} round={round} ctl={ctl} module={module} />
      ))}
    </ul>
  );
}
