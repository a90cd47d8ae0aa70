import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { CLASSIC_LINES, CLASSIC_REELS, type ClassicSymbol } from '@fortuna/games/studio/slot-classic/classic';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { countUp } from '../../lib/motion';
import { CoinControl } from '../slot-common/CoinControl';
import { coinValues, winLevel } from '../slot-common/coins';
import { useRevealPacing } from '../slot-common/pacing';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SpinButton } from '../slot-common/SpinButton';
import { spinReels, stopCascade } from '../slot-common/spin-reels';
import { windowAt } from '../slot-common/strips';
import { SlotSpriteHost } from '../slot-common/symbols';
import { BigWinBanner } from '../slot-common/WinBanner';
import type { PlayProps } from '../types';
import { ClassicLineList } from './ClassicLineList';
import { CLASSIC_START_STOPS, classicHighlight } from './classic-lines';
import { asClassicDetail, type ClassicLineWin } from './detail';

const LINES = CLASSIC_LINES.length;
const startWindow = (): ClassicSymbol[][] =>
  CLASSIC_REELS.map((strip, reel) => windowAt(strip, CLASSIC_START_STOPS[reel] ?? 0, 3, 'CHERRY'));

/** Fruit Classic's play screen: three reels, five lines, coin per line. */
export function ClassicPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const pacing = useRevealPacing();
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound, busy, setStake } = ctl;
  const coins = useMemo(() => coinValues(ctl.minStake, ctl.maxStake, LINES), [ctl.minStake, ctl.maxStake]);
  const [coinIndex, setCoinIndex] = useState(0);
  const coin = coins[Math.min(coinIndex, coins.length - 1)] ?? 1n;
  const totalStake = coin * BigInt(LINES);
  const [shown, setShown] = useState<ClassicSymbol[][]>(startWindow);
  const [wins, setWins] = useState<ClassicLineWin[]>([]);
  const [focus, setFocus] = useState(0);
  const [win, setWin] = useState<bigint | null>(null);
  const [banner, setBanner] = useState<{ level: 'big' | 'mega' | 'epic'; amount: bigint } | null>(null);
  const [revealing, setRevealing] = useState(false);

  useEffect(() => setStake(totalStake), [totalStake, setStake]);
  // After a spin with several line wins, show them one by one (then all together).
  useEffect(() => {
    if (revealing || wins.length < 2) return;
    const timer = setInterval(() => setFocus((n) => (n + 1) % (wins.length + 1)), 1400);
    return () => clearInterval(timer);
  }, [revealing, wins]);

  const reveal = async (answer: PlayRoundAnswer) => {
    const detail = asClassicDetail(answer.round.detail);
    if (!detail) {
      ctl.settle(answer);
      return;
    }
    setRevealing(true);
    pacing.reset();
    const durations = stopCascade(3, pacing.pace(760), pacing.pace(300), pacing.reduced);
    await spinReels(
      reels.current,
      { strips: CLASSIC_REELS, stops: detail.stops, window: detail.window },
      shown,
      durations,
      sound,
    );
    if (pacing.signal().aborted) return;
    setShown(detail.window);
    const payout = readMinor(answer.round.payout) ?? 0n;
    if (payout > 0n) {
      setWins(detail.lineWins);
      setFocus(0);
      sound.play('win');
      await countUp(0n, payout, pacing.pace(700), setWin, pacing.signal());
      await pacing.pause(500);
      const stake = readMinor(detail.totalStake) ?? totalStake;
      const level = winLevel(payout, stake);
      if (level) {
        sound.play('bigWin');
        setBanner({ level, amount: payout });
        await pacing.pause(2600);
        setBanner(null);
      }
    }
    setRevealing(false);
    ctl.settle(answer);
  };

  const spin = () => {
    if (busy) return;
    if (totalStake > ctl.balance) {
      ctl.showError({ kind: 'funds' });
      return;
    }
    sound.play('click');
    setWins([]);
    setWin(null);
    ctl.play({ coin: coin.toString() }, totalStake, (answer) => {
      void reveal(answer);
    });
  };

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
        <div className="slot__winbar" aria-live="polite">
          {win !== null && win > 0n ? (
            <span className="slot__win" data-testid="slot-win">
              <span className="slot__win-label">{t('money.win')}</span> {formatMinor(win, currency)}
            </span>
          ) : (
            <span className="slot__lines-label">{t('classic.lines')}</span>
          )}
        </div>
        {banner && (
          <BigWinBanner level={banner.level} amount={banner.amount} currency={currency} onSkip={pacing.skip} />
        )}
      </section>
      <div className="slot__wins">
        {wins.length > 0 && <ClassicLineList wins={wins} currency={currency} focusLine={focused?.line ?? null} />}
      </div>
      <section className="slot__controls">
        <CoinControl
          values={coins}
          index={coinIndex}
          onChange={(index) => {
            sound.play('click');
            setCoinIndex(index);
          }}
          currency={currency}
          label={t('slot.coin')}
          totalStake={totalStake}
          disabled={busy}
        />
        <SpinButton revealing={revealing} busy={busy} onSpin={spin} onSkip={pacing.skip} />
      </section>
    </div>
  );
}
