import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor, steppedValues } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { PlayButton } from '../common/PlayButton';
import { openRoundOf, useCardRound } from '../common/use-card-round';
import type { PlayProps } from '../types';
import { CoinControls } from './CoinControls';
import { asVideoPokerView, type VideoPokerView, winningCards } from './detail';
import { PayTable } from './PayTable';
import { PokerHandCards } from './PokerHandCards';
import { payRows } from './pay-table';

const FACE_DOWN: (string | null)[] = [null, null, null, null, null];
const NONE = [false, false, false, false, false];

/** Coin values: from the minimum stake (one coin) up to a fifth of the maximum (five coins). */
function coinValuesFor(minStake: bigint, maxStake: bigint): bigint[] {
  const max = maxStake / 5n;
  return steppedValues(minStake, max < minStake ? minStake : max, 14);
}

export function VideoPokerPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const { currency, sound, busy, setStake } = ctl;
  const rows = useMemo(() => payRows(ctl.game.paytable), [ctl.game.paytable]);
  const coinValues = useMemo(() => coinValuesFor(ctl.minStake, ctl.maxStake), [ctl.minStake, ctl.maxStake]);
  // An open round found at launch (a reload or a lost connection) waits for its draw.
  const [resumed] = useState(() => {
    const open = openRoundOf(ctl, asVideoPokerView);
    if (open?.view.phase !== 'draw') return null;
    const { round, view } = open;
    return { roundId: round.roundId, view, coinValue: (readMinor(round.stake) ?? 0n) / BigInt(view.coins) };
  });
  const [coinValue, setCoinValue] = useState(() => resumed?.coinValue ?? coinValues[0] ?? ctl.minStake);
  const [coins, setCoins] = useState(resumed?.view.coins ?? 5);
  const [view, setView] = useState<VideoPokerView | null>(resumed?.view ?? null);
  const [cards, setCards] = useState<(string | null)[]>(resumed?.view.dealt ?? FACE_DOWN);
  const [held, setHeld] = useState<boolean[]>(NONE);
  const [highlight, setHighlight] = useState<boolean[]>(NONE);
  const [win, setWin] = useState<bigint | null>(null);
  const cardRound = useCardRound(ctl, asVideoPokerView, resumed?.roundId ?? null);
  const { roundId, animating, alive, locked } = cardRound;
  const stake = coinValue * BigInt(coins);

  useEffect(() => setStake(stake), [stake, setStake]);
  const pace = (ms: number) => (reduced ? Math.min(ms, 60) : ms);

  const present = (answer: PlayRoundAnswer, keep: readonly boolean[]) =>
    cardRound.present(answer, {
      async deal(next) {
        const shown = next.phase === 'settled' ? next.final : next.dealt;
        const current = next.phase === 'settled' ? cards.map((card, i) => (keep[i] ? card : null)) : [...FACE_DOWN];
        setCards([...current]);
        await wait(pace(180), alive.current.signal);
        for (let i = 0; i < 5; i++) {
          if (alive.current.signal.aborted) return false;
          if (current[i] === shown[i]) continue;
          current[i] = shown[i] ?? null;
          setCards([...current]);
          sound.play('chip');
          await wait(pace(150), alive.current.signal);
        }
        setView(next);
        return true;
      },
      async result(next, answer) {
        const payout = readMinor(answer.round.payout) ?? 0n;
        setHighlight(winningCards(next.final, next.hand));
        setWin(payout);
        sound.play(payout > 0n ? (next.payCoins >= 25 * next.coins ? 'bigWin' : 'win') : 'lose');
        await wait(pace(payout > 0n ? 900 : 400), alive.current.signal);
      },
    });

  const deal = () => {
    if (!cardRound.startDeal(stake)) return;
    setView(null);
    setHeld(NONE);
    setHighlight(NONE);
    setWin(null);
    setCards(FACE_DOWN);
    ctl.play({ coinValue: coinValue.toString(), coins }, stake, (answer) => void present(answer, NONE));
  };

  const draw = () => {
    const id = roundId.current;
    if (!id || busy || animating) return;
    sound.play('click');
    const keep = [...held];
    ctl.act(id, { type: 'draw', held: keep }, (answer) => void present(answer, keep));
  };

  const toggle = (index: number) => {
    if (busy || animating) return;
    sound.play('tick');
    setHeld((all) => all.map((h, i) => (i === index ? !h : h)));
  };

  const drawing = view?.phase === 'draw';
  const settled = view?.phase === 'settled';
  let message: string;
  if (settled && win !== null && win > 0n)
    message = t('videoPoker.winCoins', { hand: t(`videoPoker.hand.${view.hand}`), coins: view.payCoins });
  else if (settled) message = t('videoPoker.noWin');
  else if (drawing) message = t('videoPoker.tapToHold');
  else message = t('videoPoker.pressDeal');

  return (
    <div className="vp game-layout game-layout--side">
      <section className="vp__machine">
        <PayTable
          rows={rows}
          coins={drawing || settled ? (view?.coins ?? coins) : coins}
          winning={settled ? view.hand : null}
        />
        <PokerHandCards
          cards={cards}
          held={drawing ? held : (view?.held ?? NONE)}
          highlight={highlight}
          canHold={drawing && !locked}
          onToggle={toggle}
          animate
        />
        <div className={`vp__message${settled && win !== null && win > 0n ? ' is-win' : ''}`} aria-live="polite">
          <span data-testid="vp-message">{message}</span>
          {settled && win !== null && win > 0n && (
            <strong className="vp__win" data-testid="vp-win">
              {t('money.win')} {formatMinor(win, currency)}
            </strong>
          )}
        </div>
      </section>

      <section className="vp__controls game-layout__side">
        <CoinControls
          coinValue={coinValue}
          coinValues={coinValues}
          onCoinValue={(value) => {
            sound.play('click');
            setCoinValue(value);
          }}
          coins={coins}
          onCoins={(n) => {
            sound.play('chip');
            setCoins(n);
          }}
          stake={stake}
          currency={currency}
          disabled={locked || drawing}
        />
        {drawing ? (
          <PlayButton onClick={draw} disabled={locked} testId="draw">
            {t('videoPoker.draw')}
          </PlayButton>
        ) : (
          <PlayButton onClick={deal} disabled={locked}>
            {t('videoPoker.deal')}
          </PlayButton>
        )}
      </section>
    </div>
  );
}
