import type { CrashAck, CrashBetAnswer } from '@fortuna/contracts/studio-crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { newRequestId } from '../../lib/request-id';
import { PlayButton } from '../common/PlayButton';
import { coversAmount, SlipStake } from '../common/stake';
import type { PlayProps } from '../types';
import { CrashFairness } from './CrashFairness';
import { CrashPlayers, RecentCrashes } from './CrashPlayers';
import { CrashStage } from './CrashStage';
import { hundredthsText, parseMultiplier, winAt } from './crash-maths';
import { useCrashGame } from './use-crash-game';
import { useFlightClock } from './use-flight-clock';

export function CrashPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const { stake, currency, sound } = ctl;
  const [autoText, setAutoText] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ payout: bigint; cashOut: string | null } | null>(null);
  const requestId = useRef<string | null>(null);

  const onMine = useCallback(
    (answer: CrashBetAnswer, settled: boolean) => {
      const balance = readMinor(answer.balance);
      if (!settled) {
        if (balance !== null) ctl.syncBalance(balance);
        return;
      }
      const payout = readMinor(answer.round.payout) ?? 0n;
      setResult({ payout, cashOut: answer.bet.cashOut });
      sound.play(payout > 0n ? 'win' : 'lose');
      ctl.settle({ round: answer.round, balance: answer.balance, fairness: null });
    },
    [ctl, sound],
  );
  const game = useCrashGame(ctl.session.studioToken, onMine);
  const state = game.state;
  const { sessionEnded } = game;
  const { showError } = ctl;
  useEffect(() => {
    if (sessionEnded) showError({ kind: 'session' });
  }, [sessionEnded, showError]);
  const clock = useFlightClock(state?.game ?? null, game.offsetMs);
  const phase = state?.game?.phase ?? 'betting';
  const myBet = state?.myBet && state.myBet.gameNumber === state.game?.number ? state.myBet : null;
  const autoCashOut = autoText.trim() === '' ? null : parseMultiplier(autoText);
  const autoInvalid = autoText.trim() !== '' && autoCashOut === null;

  const refused = (ack: CrashAck<CrashBetAnswer>) => {
    if (ack.success) return;
    if (ack.code === 'INSUFFICIENT_FUNDS') ctl.showError({ kind: 'funds' });
    else if (ack.code === 'NOT_LOGGED_IN') ctl.showError({ kind: 'session' });
    else ctl.showError({ kind: 'rejected', message: ack.code === 'NETWORK' ? t('crash.noAnswer') : ack.message });
  };

  const bet = async () => {
    if (sending || autoInvalid) return;
    sound.play('chip');
    if (!coversAmount(ctl, stake)) return;
    setSending(true);
    setResult(null);
    // A resend after no answer keeps its request id, so the server places the bet once.
    requestId.current ??= newRequestId();
    const ack = await game.placeBet(
      stake,
      autoCashOut === null ? null : hundredthsText(autoCashOut),
      requestId.current,
    );
    if (ack.success || ack.code !== 'NETWORK') requestId.current = null;
    refused(ack);
    setSending(false);
  };

  const cashOut = async () => {
    if (sending) return;
    setSending(true);
    refused(await game.cashOut());
    setSending(false);
  };

  const stakeOfBet = myBet ? (readMinor(myBet.stake) ?? 0n) : 0n;
  const inFlight = phase === 'flying' && myBet?.status === 'placed';
  const canBet = phase === 'betting' && !myBet && state !== null && game.connected;
  let label = t('crash.waitNext');
  if (inFlight) label = `${t('crash.cashOut')} ${formatMinor(winAt(stakeOfBet, clock.multiplier), currency)}`;
  else if (canBet) label = t('crash.bet');
  else if (myBet?.status === 'placed') label = t('crash.betPlaced');
  else if (myBet?.status === 'cashed') label = `${t('crash.cashedAt')} ${myBet.cashOut}×`;

  return (
    <div className="crash game-layout game-layout--split">
      <RecentCrashes recent={state?.recent ?? []} />
      <CrashStage game={state?.game ?? null} clock={clock} />
      {!game.connected && <p className="crash__offline">{t('crash.connecting')}</p>}
      {result && (
        <p
          className={`crash__result ${result.payout > 0n ? 'is-win' : 'is-lose'}`}
          data-testid="crash-result"
          data-payout={result.payout.toString()}
        >
          {result.payout > 0n
            ? `${t('money.win')} ${formatMinor(result.payout, currency)} · ${result.cashOut}×`
            : t('crash.busted')}
        </p>
      )}
      <section className="crash__slip game-panel">
        <SlipStake ctl={ctl} disabled={!canBet || sending} />
        <label className="crash__auto">
          <span>{t('crash.autoCashOut')}</span>
          <input
            inputMode="decimal"
            placeholder={t('crash.autoOff')}
            value={autoText}
            disabled={!canBet || sending}
            aria-invalid={autoInvalid}
            data-testid="crash-auto"
            onChange={(event) => setAutoText(event.target.value)}
          />
        </label>
        {autoInvalid && <p className="crash__hint is-lose">{t('crash.autoInvalid')}</p>}
        {myBet?.autoCashOut && (
          <p className="crash__hint">
            {t('crash.autoSet')} {myBet.autoCashOut}×
          </p>
        )}
        {inFlight ? (
          <PlayButton onClick={cashOut} disabled={sending} variant="crash__cashout" testId="crash-cashout">
            {label}
          </PlayButton>
        ) : (
          <PlayButton onClick={bet} disabled={!canBet || sending || autoInvalid}>
            {label}
          </PlayButton>
        )}
      </section>
      <CrashPlayers bets={state?.bets ?? []} myBetId={myBet?.id ?? null} />
      {state && <CrashFairness commitment={state.commitment} salt={state.salt} recent={state.recent} />}
    </div>
  );
}
