import { ODDS_POLICIES, type OddsPolicy, type SportsSession } from '@fortuna/contracts/sportsbook';
import { formatOdds, type OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { formatSiteMoney, typedAmountMinor } from '../../../lib/money-display';
import { placeBet } from '../api/sportsbook-api';
import {
  canParlay,
  canSystem,
  pickKey,
  type SlipMode,
  type SlipPick,
  slipReturn,
  systemOptions,
  totalOdds,
} from '../logic/bet-slip';
import { deskSelectionName, marketName, selectionName, teamName } from './market-texts';
import { SystemPicker } from './SystemPicker';

interface BetSlipProps {
  session: SportsSession;
  picks: SlipPick[];
  format: OddsFormat;
  onRemove: (pick: SlipPick) => void;
  onClear: () => void;
  onPlaced: (balance: string) => void;
}

const newRequestId = () => crypto.randomUUID().replaceAll('-', '');
const POLICY_KEY = 'fortuna.sportsbook.oddsPolicy';

function storedPolicy(): OddsPolicy {
  const value = localStorage.getItem(POLICY_KEY);
  return ODDS_POLICIES.find((policy) => policy === value) ?? 'ask';
}

/**
 * The bet slip: the picks, singles, one parlay or one system bet (each combination a line at the stake), the
 * stake, the potential return, and placement. An in-play pick is placed held for the acceptance delay.
 */
export function BetSlip({ session, picks, format, onRemove, onClear, onPlaced }: BetSlipProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SlipMode>('singles');
  const [stakeText, setStakeText] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [policy, setPolicy] = useState<OddsPolicy>(storedPolicy);
  const [systemId, setSystemId] = useState('');
  const parlayAllowed = canParlay(picks);
  const systems = canSystem(picks) ? systemOptions(picks.length) : [];
  const system = systems.find((s) => s.id === systemId) ?? systems[0];
  const effectiveMode: SlipMode =
    mode === 'parlay' && parlayAllowed ? 'parlay' : mode === 'system' && system ? 'system' : 'singles';
  const stake = typedAmountMinor(stakeText) ?? 0n;
  const { minStake, maxStake, maxPayout } = session.limits;
  const potential = slipReturn(picks, effectiveMode, stake, BigInt(maxPayout), system?.sizes);
  const inPlay = picks.some((pick) => pick.inPlay);

  async function place() {
    setBusy(true);
    setMessage(null);
    try {
      const bets = effectiveMode === 'singles' ? picks.map((pick) => [pick]) : [picks];
      let balance = '';
      let held = false;
      for (const legs of bets) {
        const placed = await placeBet(session.token, {
          requestId: newRequestId(),
          book: legs[0]?.book ?? 'virtual',
          oddsPolicy: policy,
          stake: stake.toString(),
          legs: legs.map(({ eventId, market, selection, odds }) => ({ eventId, market, selection, odds })),
          ...(effectiveMode === 'system' && system ? { system: system.sizes } : {}),
        });
        balance = placed.balance;
        held ||= placed.bet.status === 'accepting';
      }
      onPlaced(balance);
      onClear();
      setStakeText('');
      setMessage({ kind: 'ok', text: t(held ? 'sportsbook.slip.placedPending' : 'sportsbook.slip.placed') });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      setMessage({ kind: 'error', text: t(`apiErrors.${code}`, { defaultValue: t('apiErrors.INTERNAL') }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sb-slip" aria-label={t('sportsbook.slip.title')} data-testid="sb-slip">
      <header className="sb-slip__head">
        <h3>{t('sportsbook.slip.title')}</h3>
        {picks.length > 0 && (
          <button type="button" className="sb-link" onClick={onClear}>
            {t('sportsbook.slip.clear')}
          </button>
        )}
      </header>
      {message && (
        <p className={`sb-slip__message sb-slip__message--${message.kind}`} role="status" data-testid="sb-slip-message">
          {message.text}
        </p>
      )}
      {picks.length === 0 ? (
        <p className="sb-muted">{t('sportsbook.slip.empty')}</p>
      ) : (
        <>
          <div className="sb-tabs sb-tabs--small" role="tablist">
            {(['singles', 'parlay', 'system'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="tab"
                aria-selected={effectiveMode === option}
                disabled={(option === 'parlay' && !parlayAllowed) || (option === 'system' && systems.length === 0)}
                className="sb-tab"
                onClick={() => setMode(option)}
                data-testid={`sb-mode-${option}`}
              >
                {t(`sportsbook.slip.${option}`)}
              </button>
            ))}
          </div>
          {!parlayAllowed && picks.length > 1 && <p className="sb-muted">{t('sportsbook.slip.parlayNeedsTwo')}</p>}
          {effectiveMode === 'system' && system && (
            <SystemPicker
              options={systems}
              selected={system.id}
              onSelect={setSystemId}
              legs={picks.length}
              stake={stake}
            />
          )}
          <ul className="sb-slip__picks">
            {picks.map((pick) => (
              <li key={pickKey(pick)} className="sb-pick">
                <div>
                  <strong>
                    {pick.selectionName ??
                      (pick.book === 'desk'
                        ? deskSelectionName(t, pick.selection, pick)
                        : selectionName(t, pick.selection))}
                  </strong>
                  <span className="sb-muted"> · {marketName(t, pick.market)}</span>
                  <div className="sb-muted">
                    {pick.away ? `${teamName(t, pick.home)} – ${teamName(t, pick.away)}` : pick.home}
                    {pick.inPlay ? ` · ${t('sportsbook.slip.inPlay')}` : ''}
                  </div>
                </div>
                <span className="sb-pick__odds">{formatOdds(BigInt(pick.odds), format)}</span>
                <button
                  type="button"
                  className="sb-pick__remove"
                  aria-label={t('sportsbook.slip.remove')}
                  onClick={() => onRemove(pick)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <label className="sb-slip__stake">
            <span>
              {effectiveMode === 'system'
                ? t('sportsbook.slip.stakePerLine')
                : effectiveMode === 'singles' && picks.length > 1
                  ? t('sportsbook.slip.stakeEach')
                  : t('sportsbook.slip.stake')}
            </span>
            <input
              inputMode="decimal"
              value={stakeText}
              onChange={(event) => setStakeText(event.target.value)}
              data-testid="sb-stake"
            />
          </label>
          <p className="sb-muted sb-slip__limits">
            {t('sportsbook.slip.limits', {
              min: formatSiteMoney(BigInt(minStake)),
              max: formatSiteMoney(BigInt(maxStake)),
              maxPayout: formatSiteMoney(BigInt(maxPayout)),
            })}
          </p>
          <label className="sb-slip__policy">
            <span>{t('sportsbook.slip.policy')}</span>
            <select
              value={policy}
              onChange={(event) => {
                const next = ODDS_POLICIES.find((p) => p === event.target.value) ?? 'ask';
                localStorage.setItem(POLICY_KEY, next);
                setPolicy(next);
              }}
              data-testid="sb-odds-policy"
            >
              {ODDS_POLICIES.map((option) => (
                <option key={option} value={option}>
                  {t(`sportsbook.slip.policies.${option}`)}
                </option>
              ))}
            </select>
          </label>
          {effectiveMode === 'parlay' && (
            <p className="sb-slip__line">
              <span>{t('sportsbook.slip.totalOdds')}</span>
              <strong>{formatOdds(totalOdds(picks), 'decimal')}</strong>
            </p>
          )}
          {inPlay && <p className="sb-note">{t('sportsbook.slip.inPlayNote')}</p>}
          <p className="sb-slip__line">
            <span>{t('sportsbook.slip.potentialReturn')}</span>
            <strong data-testid="sb-potential">{formatSiteMoney(potential)}</strong>
          </p>
          <button
            type="button"
            className="sb-place"
            disabled={isBusy || stake <= 0n}
            onClick={() => void place()}
            data-testid="sb-place"
          >
            {isBusy ? t('sportsbook.slip.placing') : t('sportsbook.slip.place')}
          </button>
        </>
      )}
    </section>
  );
}
