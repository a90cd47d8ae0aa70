import { JACKPOT_REELS } from '@fortuna/games/studio/slot-jackpot/jackpot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { readMinor, steppedValues } from '../../lib/money';
import { countUp } from '../../lib/motion';
import { useRevealPacing } from '../slot-common/pacing';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SlotControls } from '../slot-common/SlotControls';
import { SlotWinBar } from '../slot-common/SlotWinBar';
import { type ShowRound, useSlotBanner, useSlotRound } from '../slot-common/slot-round';
import { spinReels, stopCascade } from '../slot-common/spin-reels';
import { windowAt } from '../slot-common/strips';
import { SlotSpriteHost } from '../slot-common/symbols';
import { BigWinBanner } from '../slot-common/WinBanner';
import type { PlayProps } from '../types';
import {
  asJackpotDetail,
  JACKPOT_START_STOPS,
  type JackpotRound,
  type JackpotSymbol,
  jackpotHighlight,
} from './detail';
import { JackpotCelebration } from './JackpotCelebration';
import { JackpotMeter } from './JackpotMeter';
import { paytablePool } from './jackpot-pool';

const startWindow = (): JackpotSymbol[][] =>
  JACKPOT_REELS.map((strip, reel) => windowAt(strip, JACKPOT_START_STOPS[reel] ?? 0, 3, 'CHERRY'));

type Banner = { kind: 'jackpot'; amount: bigint } | { kind: 'big'; level: 'big' | 'mega' | 'epic'; amount: bigint };

/** Mega Fortune Jackpot's play screen: the pool meter, three reels paying on the middle line, the stake. */
export function JackpotPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const pacing = useRevealPacing();
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound, setStake } = ctl;
  const stakes = useMemo(() => steppedValues(ctl.minStake, ctl.maxStake, 14), [ctl.minStake, ctl.maxStake]);
  const [stakeIndex, setStakeIndex] = useState(0);
  const stake = stakes[Math.min(stakeIndex, stakes.length - 1)] ?? ctl.minStake;
  const [shown, setShown] = useState<JackpotSymbol[][]>(startWindow);
  const [result, setResult] = useState<JackpotRound | null>(null);
  const [pool, setPool] = useState<bigint | null>(() => paytablePool(ctl.game.paytable));
  const [win, setWin] = useState<bigint | null>(null);
  const { banner, show, celebrate } = useSlotBanner<Banner>(pacing, sound);
  const { revealing, start } = useSlotRound(ctl, pacing);

  useEffect(() => setStake(stake), [stake, setStake]);

  const showRound: ShowRound<JackpotRound> = async (detail, answer) => {
    // A spin that may be the jackpot (two JACKPOTs on the line's first reels) holds the last reel longer.
    const teaser = detail.line[0] === 'JACKPOT' && detail.line[1] === 'JACKPOT';
    const durations = stopCascade(3, pacing.pace(760), pacing.pace(teaser ? 1400 : 320), pacing.reduced);
    await spinReels(
      reels.current,
      { strips: JACKPOT_REELS, stops: detail.stops, window: detail.window },
      shown,
      durations,
      sound,
    );
    if (pacing.signal().aborted) return false;
    setShown(detail.window);
    setResult(detail);
    const payout = readMinor(answer.round.payout) ?? 0n;
    if (detail.jackpotPool !== null) setPool(detail.jackpotPool);
    if (payout > 0n || detail.jackpotHit) {
      sound.play(detail.jackpotHit ? 'bigWin' : 'win');
      await countUp(0n, payout, pacing.pace(detail.jackpotHit ? 1600 : 600), setWin, pacing.signal());
    }
    if (detail.jackpotHit) {
      await show({ kind: 'jackpot', amount: detail.jackpotWin ?? payout }, 5200);
    } else {
      await celebrate(payout, stake, (level) => ({ kind: 'big', level, amount: payout }));
    }
    return true;
  };

  const spin = () =>
    start(
      { stake: stake.toString() },
      stake,
      () => {
        setResult(null);
        setWin(null);
      },
      asJackpotDetail,
      showRound,
    );

  return (
    <div className={`slot slot--jackpot${result?.jackpotHit ? ' is-jackpot' : ''}`}>
      <SlotSpriteHost />
      {pool !== null && <JackpotMeter pool={pool} currency={currency} hit={result?.jackpotHit ?? false} />}
      <section className="slot__stage">
        <div className="slot__marquee">
          <span className="slot__title slot__title--jackpot">
            <span className="slot__title-main">{t('jackpot.title')}</span>
          </span>
        </div>
        <Reels ref={reels} window={shown} highlight={result ? jackpotHighlight(result) : null} mode="jackpot" />
        <SlotWinBar
          win={win}
          currency={currency}
          idleLabel={t('jackpot.line')}
          winLabel={t(result?.jackpotHit ? 'jackpot.won' : 'money.win')}
        />
        {banner?.kind === 'jackpot' && (
          <JackpotCelebration amount={banner.amount} currency={currency} onSkip={pacing.skip} />
        )}
        {banner?.kind === 'big' && (
          <BigWinBanner level={banner.level} amount={banner.amount} currency={currency} onSkip={pacing.skip} />
        )}
      </section>
      <SlotControls
        ctl={ctl}
        choice={{ coins: stakes, coinIndex: stakeIndex, setCoinIndex: setStakeIndex }}
        label={t('jackpot.stake')}
        revealing={revealing}
        onSpin={spin}
        onSkip={pacing.skip}
      />
    </div>
  );
}
