import type { SportsBet } from '@fortuna/contracts/sportsbook';
import { formatOdds, type OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { formatSiteMoney } from '../../../lib/money-display';
import { cashOutBet } from '../api/sportsbook-api';
import { deskSelectionName, legResultName, marketName, selectionName, teamName } from './market-texts';
import { TabBar } from './TabBar';

const BET_VIEWS = ['open', 'settled', 'cashedOut'] as const;
type BetsView = (typeof BET_VIEWS)[number];

function viewOf(status: SportsBet['status']): BetsView {
  if (status === 'accepting' || status === 'pending' || status === 'open') return 'open';
  return status === 'cashed_out' ? 'cashedOut' : 'settled';
}

/** "Single", "Parlay · 3 legs" or "System 2/3 · 3 lines". */
function betTitle(t: TFunction, bet: SportsBet): string {
  if (bet.kind === 'single') return t('sportsbook.bets.single');
  if (bet.kind === 'parlay' || !bet.system) return t('sportsbook.bets.parlay', { count: bet.legs.length });
  const sizes = bet.system.sizes.join(',');
  return t('sportsbook.bets.system', { sizes, n: bet.legs.length, lines: bet.system.lines });
}

interface MyBetsProps {
  bets: readonly SportsBet[];
  format: OddsFormat;
  token: string;
  onCashedOut: () => void;
}

/**
 * The member's bets, open, settled or cashed out: each leg's match, market, selection, odds and result, the
 * payout, and on an open bet of the desk the cash-out offered now (also while its match is live: the request then
 * waits the merchant's in-play delay, and the button says it is confirming meanwhile), or a disabled button saying
 * it is not offered now (a market or event suspended, an outright started).
 */
export function MyBets({ bets, format, token, onCashedOut }: MyBetsProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<BetsView>('open');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  /** The bet whose cash-out is being confirmed (a live bet's waits the in-play delay). */
  const [cashing, setCashing] = useState<string | null>(null);
  const shown = bets.filter((bet) => viewOf(bet.status) === view);
  async function cashOut(bet: SportsBet) {
    if (!bet.cashOut || cashing) return;
    setMessage(null);
    setCashing(bet.id);
    try {
      const answer = await cashOutBet(token, bet.id, bet.cashOut);
      setMessage({
        kind: 'ok',
        text: t('sportsbook.bets.cashOutDone', { amount: formatSiteMoney(BigInt(answer.paid)) }),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      setMessage({ kind: 'error', text: t(`apiErrors.${code}`, { defaultValue: t('apiErrors.INTERNAL') }) });
    } finally {
      setCashing(null);
    }
    onCashedOut();
  }
  return (
    <section className="sb-bets" data-testid="sb-my-bets">
      <TabBar
        options={BET_VIEWS}
        selected={view}
        onSelect={setView}
        label={(option) => t(`sportsbook.bets.${option}`)}
        testId={(option) => `sb-bets-${option}`}
        variant="small"
      />
      {message && (
        <p
          className={`sb-slip__message sb-slip__message--${message.kind}`}
          role="status"
          data-testid="sb-cash-out-message"
          data-kind={message.kind}
        >
          {message.text}
        </p>
      )}
      {shown.length === 0 && <p className="sb-muted">{t('sportsbook.bets.none')}</p>}
      {shown.map((bet) => (
        <article
          key={bet.id}
          className={`sb-bet sb-bet--${bet.status}`}
          data-testid="sb-bet"
          data-kind={bet.kind}
          data-legs={bet.legs.length}
        >
          <header className="sb-bet__head">
            <strong>{betTitle(t, bet)}</strong>
            <span className={`sb-status sb-status--${bet.status}`} data-testid="sb-bet-status">
              {t(`sportsbook.bets.status.${bet.status}`)}
            </span>
          </header>
          {bet.status === 'accepting' && <p className="sb-note">{t('sportsbook.bets.acceptingNote')}</p>}
          <ul className="sb-bet__legs">
            {bet.legs.map((leg) => (
              <li key={`${leg.eventId}-${leg.market}`}>
                <div>
                  <strong>
                    {leg.selectionName ??
                      (bet.book === 'desk'
                        ? deskSelectionName(t, leg.selection, leg)
                        : selectionName(t, leg.selection))}
                  </strong>{' '}
                  · {marketName(t, leg.market)}
                  <div className="sb-muted">
                    {leg.roundCode} ·{' '}
                    {leg.away
                      ? `${teamName(t, leg.home)} ${leg.score ? `${leg.score.home}:${leg.score.away}` : '–'} ${teamName(t, leg.away)}`
                      : leg.home}
                  </div>
                </div>
                <div className="sb-bet__leg-side">
                  <span>{formatOdds(BigInt(leg.odds), format)}</span>
                  {leg.result && (
                    <span className={`sb-result sb-result--${leg.result}`}>{legResultName(t, leg.result)}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <footer className="sb-bet__money">
            <span>
              {t('sportsbook.bets.stake')} <strong>{formatSiteMoney(BigInt(bet.stake))}</strong>
            </span>
            <span>
              {t('sportsbook.bets.odds')} <strong>{formatOdds(BigInt(bet.totalOdds), 'decimal')}</strong>
            </span>
            {bet.payout === null ? (
              <span>
                {t('sportsbook.bets.potential')} <strong>{formatSiteMoney(BigInt(bet.potentialReturn))}</strong>
              </span>
            ) : (
              <span>
                {t('sportsbook.bets.payout')}{' '}
                <strong data-testid="sb-bet-payout">{formatSiteMoney(BigInt(bet.payout))}</strong>
              </span>
            )}
          </footer>
          {bet.book === 'desk' && bet.status === 'open' && !bet.cashOut && cashing !== bet.id && (
            <button
              type="button"
              className="sb-place sb-cash-out sb-cash-out--unavailable"
              disabled
              data-testid="sb-cash-out-unavailable"
            >
              {t('sportsbook.bets.cashOutUnavailable')}
            </button>
          )}
          {(bet.cashOut || cashing === bet.id) && (
            <button
              type="button"
              className="sb-place sb-cash-out"
              onClick={() => void cashOut(bet)}
              disabled={cashing !== null}
              data-testid="sb-cash-out"
            >
              {cashing === bet.id
                ? t('sportsbook.bets.cashOutConfirming')
                : t('sportsbook.bets.cashOut', { amount: formatSiteMoney(BigInt(bet.cashOut ?? '0')) })}
            </button>
          )}
        </article>
      ))}
    </section>
  );
}
