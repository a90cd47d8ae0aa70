import { WAYS_BET_MULTIPLIER, WAYS_REELS, type WaysSymbol } from '@fortuna/games/studio/slot-243/reels';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { countUp } from '../../lib/motion';
import { useRevealPacing } from '../slot-common/pacing';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SlotControls } from '../slot-common/SlotControls';
import { SlotWinBar } from '../slot-common/SlotWinBar';
import { type ShowRound, useSlotBanner, useSlotRound, useWinFocus } from '../slot-common/slot-round';
import { spinReels, stopCascade } from '../slot-common/spin-reels';
import { windowAt } from '../slot-common/strips';
import { SlotSpriteHost } from '../slot-common/symbols';
import { useCoinStake } from '../slot-common/use-coin-stake';
import type { PlayProps } from '../types';
import { asWaysDetail, type WaysDetail, type WaysSpin } from './detail';
import { type FeatureBanner, WaysBanner } from './WaysBanner';
import { WaysWinList } from './WaysWinList';
import { WAYS_START_STOPS, waysHighlight } from './ways-cells';

const startWindow = (): WaysSymbol[][] =>
  WAYS_REELS.map((strip, reel) => windowAt(strip, WAYS_START_STOPS[reel] ?? 0, 3, 'J'));

/** No spin yet: nothing to cycle through. */
const NO_WINS: readonly unknown[] = [];

interface FreeState {
  played: number;
  awarded: number;
  multiplier: number;
  win: bigint;
}

/** Dragon Ways' play screen: five reels, 243 ways, the free-spin feature played out spin by spin. */
export function WaysPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const pacing = useRevealPacing();
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound } = ctl;
  const coinStake = useCoinStake(ctl, WAYS_BET_MULTIPLIER);
  const { coin, totalStake } = coinStake;
  const [shown, setShown] = useState<WaysSymbol[][]>(startWindow);
  const [spin, setSpin] = useState<WaysSpin | null>(null);
  const [win, setWin] = useState<bigint | null>(null);
  const [free, setFree] = useState<FreeState | null>(null);
  const { banner, show, celebrate } = useSlotBanner<FeatureBanner>(pacing, sound);
  const { revealing, start } = useSlotRound(ctl, pacing);
  // After a spin with several wins, show them one by one (then all together).
  const { focus, setFocus } = useWinFocus(revealing, spin?.wins ?? NO_WINS);

  const showRound: ShowRound<WaysDetail> = async (detail, answer) => {
    const stake = readMinor(detail.totalStake) ?? totalStake;
    let total = 0n;
    let baseWin = 0n;
    let freeState = null as FreeState | null;
    let from: readonly (readonly WaysSymbol[])[] = shown;
    for (const current of detail.spins) {
      if (pacing.signal().aborted) return false;
      if (current.mode === 'free' && freeState) {
        freeState = { ...freeState, played: freeState.played + 1 };
        setFree(freeState);
      }
      setSpin(null);
      setFocus(0);
      const first = current.mode === 'free' ? 620 : 820;
      const durations = stopCascade(5, pacing.pace(first), pacing.pace(200), pacing.reduced);
      await spinReels(
        reels.current,
        { strips: WAYS_REELS, stops: current.stops, window: current.window },
        from,
        durations,
        sound,
      );
      from = current.window;
      setShown(current.window);
      setSpin(current);
      const spinWin = readMinor(current.win) ?? 0n;
      if (spinWin > 0n) {
        sound.play('win');
        if (freeState) {
          freeState = { ...freeState, win: freeState.win + spinWin };
          setFree(freeState);
        } else baseWin = spinWin;
        await countUp(total, total + spinWin, pacing.pace(600), setWin, pacing.signal());
        total += spinWin;
      }
      if (spinWin > 0n || current.scatter.count >= 3) await pacing.pause(current.mode === 'free' ? 700 : 1100);
      if (current.scatter.freeSpinsAwarded > 0) {
        sound.play('freeSpins');
        const multiplier = detail.spins.find((s) => s.mode === 'free')?.multiplier ?? 3;
        const retrigger = freeState !== null;
        await show(
          { kind: 'free', count: current.scatter.freeSpinsAwarded, retrigger, multiplier },
          retrigger ? 1600 : 2600,
        );
        freeState = freeState
          ? { ...freeState, awarded: freeState.awarded + current.scatter.freeSpinsAwarded }
          : { played: 0, awarded: current.scatter.freeSpinsAwarded, multiplier, win: 0n };
        setFree(freeState);
      }
    }
    const payout = readMinor(answer.round.payout) ?? total;
    if (payout !== total) await countUp(total, payout, pacing.pace(400), setWin, pacing.signal());
    if (freeState) {
      sound.play('win');
      await show({ kind: 'total', base: baseWin, free: freeState.win, total: payout }, 3200);
      setFree(null);
    }
    await celebrate(payout, stake, (level) => ({ kind: 'big', level, amount: payout }));
    if (payout === 0n) setWin(null);
    return true;
  };

  const play = () =>
    start(
      { coin: coin.toString() },
      totalStake,
      () => {
        setSpin(null);
        setWin(null);
      },
      asWaysDetail,
      showRound,
    );

  const focused = focus > 0 ? spin?.wins[focus - 1] : undefined;
  const highlight = spin ? waysHighlight(spin.window, spin.wins, spin.scatter.count, focused?.symbol ?? null) : null;

  return (
    <div className={`slot slot--dragon${free ? ' slot--free' : ''}`}>
      <SlotSpriteHost />
      <section className="slot__stage">
        <div className="slot__marquee">
          {free ? (
            <span className="slot__free-counter" data-testid="free-counter">
              {t('ways.freeSpinOf', { i: Math.max(1, free.played), n: free.awarded })} · ×{free.multiplier}
            </span>
          ) : (
            <span className="slot__title">
              <span className="slot__title-main">{t('ways.title')}</span>
              <span className="slot__title-num">243</span>
            </span>
          )}
        </div>
        <Reels ref={reels} window={shown} highlight={highlight} mode={free ? 'free' : 'dragon'} />
        <SlotWinBar win={win} currency={currency} idleLabel={t('ways.ways')}>
          {free && (
            <span className="slot__caption" data-testid="free-win">
              {t('ways.freeWin')}: {formatMinor(free.win, currency)}
            </span>
          )}
        </SlotWinBar>
        {banner && <WaysBanner banner={banner} currency={currency} onSkip={pacing.skip} />}
      </section>
      <div className="slot__wins">
        {spin && <WaysWinList spin={spin} currency={currency} focusSymbol={focused?.symbol ?? null} />}
      </div>
      <SlotControls
        ctl={ctl}
        choice={coinStake}
        label={t('ways.coin')}
        revealing={revealing}
        onSpin={play}
        onSkip={pacing.skip}
      />
    </div>
  );
}
