import { CLASSIC_LINES, CLASSIC_REELS, type ClassicSymbol } from '@fortuna/games/studio/slot-classic/classic';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { readMinor } from '../../lib/money';
import { countUp } from '../../lib/motion';
import { useRevealPacing } from '../slot-common/pacing';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SlotControls } from '../slot-common/SlotControls';
import { SlotWinBar } from '../slot-common/SlotWinBar';
import { type ShowRound, useSlotBanner, useSlotRound, useWinFocus, type WinLevel } from '../slot-common/slot-round';
import { spinReels, stopCascade } from '../slot-common/spin-reels';
import { windowAt } from '../slot-common/strips';
import { SlotSpriteHost } from '../slot-common/symbols';
import { useCoinStake } from '../slot-common/use-coin-stake';
import { BigWinBanner } from '../slot-common/WinBanner';
import type { PlayProps } from '../types';
import { ClassicLineList } from './ClassicLineList';
import { CLASSIC_START_STOPS, classicHighlight } from './classic-lines';
import { asClassicDetail, type ClassicDetail, type ClassicLineWin } from './detail';

const LINES = CLASSIC_LINES.length;
const startWindow = (): ClassicSymbol[][] =>
  CLASSIC_REELS.map((strip, reel) => windowAt(strip, CLASSIC_START_STOPS[reel] ?? 0, 3, 'CHERRY'));

/** Fruit Classic's play screen: three reels, five lines, coin per line. */
export function ClassicPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const pacing = useRevealPacing();
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound } = ctl;
  const coinStake = useCoinStake(ctl, LINES);
  const { coin, totalStake } = coinStake;
  const [shown, setShown] = useState<ClassicSymbol[][]>(startWindow);
  const [wins, setWins] = useState<ClassicLineWin[]>([]);
  const [win, setWin] = useState<bigint | null>(null);
  const { banner, celebrate } = useSlotBanner<{ level: WinLevel; amount: bigint }>(pacing, sound);
  const { revealing, start } = useSlotRound(ctl, pacing);

  // After a spin with several line wins, show them one by one (then all together).
  const { focus, setFocus } = useWinFocus(revealing, wins);

  const showRound: ShowRound<ClassicDetail> = async (detail, answer) => {
    const durations = stopCascade(3, pacing.pace(760), pacing.pace(300), pacing.reduced);
    await spinReels(
      reels.current,
      { strips: CLASSIC_REELS, stops: detail.stops, window: detail.window },
      shown,
      durations,
      sound,
    );
    if (pacing.signal().aborted) return false;
    setShown(detail.window);
    const payout = readMinor(answer.round.payout) ?? 0n;
    if (payout > 0n) {
      setWins(detail.lineWins);
      setFocus(0);
      sound.play('win');
      await countUp(0n, payout, pacing.pace(700), setWin, pacing.signal());
      await pacing.pause(500);
      const stake = readMinor(detail.totalStake) ?? totalStake;
      await celebrate(payout, stake, (level) => ({ level, amount: payout }));
    }
    return true;
  };

  const spin = () =>
    start(
      { coin: coin.toString() },
      totalStake,
      () => {
        setWins([]);
        setWin(null);
      },
      asClassicDetail,
      showRound,
    );

  const focused = focus > 0 ? wins[focus - 1] : undefined;
  const highlight = classicHighlight(wins, focused?.line ?? null);

  return (
    <div className="slot slot--fruit">
      <SlotSpriteHost />
      <section className="slot__stage">
        <div className="slot__marquee">
          <span className="slot__title slot__title--fruit">
            <span className="slot__title-main">{t('classic.title')}</span>
          </span>
        </div>
        <Reels ref={reels} window={shown} highlight={highlight} mode="fruit" />
        <SlotWinBar win={win} currency={currency} idleLabel={t('classic.lines')} />
        {banner && (
          <BigWinBanner level={banner.level} amount={banner.amount} currency={currency} onSkip={pacing.skip} />
        )}
      </section>
      <div className="slot__wins">
        {wins.length > 0 && <ClassicLineList wins={wins} currency={currency} focusLine={focused?.line ?? null} />}
      </div>
      <SlotControls
        ctl={ctl}
        choice={coinStake}
        label={t('slot.coin')}
        revealing={revealing}
        onSpin={spin}
        onSkip={pacing.skip}
      />
    </div>
  );
}
