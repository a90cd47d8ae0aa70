import { BASE_REELS, FREE_SPIN_REELS, LINES, type SlotSymbol } from '@fortuna/games/studio/slot-20/reels';
import { useRef, useState } from 'react';
import { type Translate, useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { countUp } from '../../lib/motion';
import { useRevealPacing } from '../slot-common/pacing';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SlotControls } from '../slot-common/SlotControls';
import { SlotWinBar } from '../slot-common/SlotWinBar';
import { type ShowRound, useSlotBanner, useSlotRound, useWinFocus } from '../slot-common/slot-round';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
import { useCoinStake } from '../slot-common/use-coin-stake';
import type { PlayProps } from '../types';
import { asSlotDetail, type SlotDetail, type SlotLineWin, type SlotSpin } from './detail';
import { initialWindow, lineHighlight, scatterCells, spinColumn, windowAt } from './paylines';

type Banner =
  | { kind: 'free'; count: number; retrigger: boolean; multiplier: number }
  | { kind: 'free-total'; amount: bigint }
  | { kind: 'big'; level: 'big' | 'mega' | 'epic'; amount: bigint };

export function lineCaption(win: SlotLineWin, currency: string, t: Translate): string {
  return `${t('slot.line', { n: win.line })} · ${win.count} × ${t(`symbol.${win.symbol}`)} · ${formatMinor(readMinor(win.win) ?? 0n, currency)}`;
}

function columnFor(spin: SlotSpin, reel: number, start: SlotSymbol[], filler: number): SlotSymbol[] {
  const strips = spin.mode === 'free' ? FREE_SPIN_REELS : BASE_REELS;
  const strip = strips[reel];
  const stop = spin.stops[reel];
  const target = spin.window[reel] ?? [];
  if (strip && stop !== undefined && windowAt(strip, stop).join() === target.join())
    return spinColumn(strip, stop, start, filler);
  // Stops the strips do not explain: spin through the strip anyway and land on the window sent.
  const pool = strip ?? BASE_REELS[0] ?? [];
  const middle = Array.from({ length: filler }, (_, i) => pool[(i * 7) % Math.max(1, pool.length)] ?? 'J');
  return [...target, ...middle, ...start];
}

export function SlotPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const pacing = useRevealPacing();
  const { reduced, pace, pause, skip } = pacing;
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound } = ctl;
  const coinStake = useCoinStake(ctl, LINES);
  const { coin, totalStake } = coinStake;
  const [window, setWindow] = useState<SlotSymbol[][]>(initialWindow);
  const [mode, setMode] = useState<'base' | 'free'>('base');
  const [highlight, setHighlight] = useState<{ lines: SlotLineWin[]; scatterCells: number[] } | null>(null);
  const [lineWins, setLineWins] = useState<SlotLineWin[]>([]);
  const [win, setWin] = useState<bigint | null>(null);
  const [free, setFree] = useState<{ played: number; total: number; multiplier: number } | null>(null);
  const { banner, show, celebrate } = useSlotBanner<Banner>(pacing, sound);
  const { revealing, start } = useSlotRound(ctl, pacing);

  // After a spin with several line wins, show them one by one.
  const { focus, setFocus } = useWinFocus(revealing, lineWins);

  const showRound: ShowRound<SlotDetail> = async (detail, answer) => {
    const stake = readMinor(detail.totalStake) ?? totalStake;
    let total = 0n;
    let awarded = 0;
    let played = 0;
    let shown = window;
    setWin(null);
    for (const spin of detail.spins) {
      if (pacing.signal().aborted) return false;
      if (spin.mode === 'free') {
        played++;
        setFree({ played, total: awarded, multiplier: spin.multiplier });
        setMode('free');
      }
      setHighlight(null);
      setLineWins([]);
      setFocus(0);
      const durations = [0, 1, 2, 3, 4].map((reel) => (reduced ? 0 : Math.round(pace(820 + reel * 240))));
      const columns = [0, 1, 2, 3, 4].map((reel) =>
        columnFor(spin, reel, shown[reel] ?? [], reduced ? 0 : Math.max(4, Math.round((durations[reel] ?? 0) / 55))),
      );
      sound.play('spin');
      await reels.current?.spin({ columns, durations, onReelStop: () => sound.play('reelStop') });
      shown = spin.window;
      setWindow(spin.window);
      const spinWin = readMinor(spin.win) ?? 0n;
      const scatters = spin.scatter.count >= 3 ? scatterCells(spin.window) : [];
      if (spinWin > 0n || scatters.length > 0) {
        setHighlight({ lines: spin.lineWins, scatterCells: scatters });
        setLineWins(spin.lineWins);
        if (spinWin > 0n) {
          sound.play('win');
          const from = total;
          total += spinWin;
          await countUp(from, total, pace(700), setWin, pacing.signal());
        }
        await pause(spin.mode === 'free' ? 700 : 1000);
      }
      if (spin.scatter.freeSpinsAwarded > 0) {
        const retrigger = awarded > 0;
        awarded += spin.scatter.freeSpinsAwarded;
        sound.play('freeSpins');
        await show(
          {
            kind: 'free',
            count: spin.scatter.freeSpinsAwarded,
            retrigger,
            multiplier: detail.spins.find((s) => s.mode === 'free')?.multiplier ?? 2,
          },
          retrigger ? 1600 : 2600,
        );
        setFree({ played, total: awarded, multiplier: detail.spins.find((s) => s.mode === 'free')?.multiplier ?? 2 });
      }
    }
    const payout = readMinor(answer.round.payout) ?? total;
    if (payout !== total) {
      await countUp(total, payout, pace(400), setWin, pacing.signal());
      total = payout;
    }
    if (detail.freeSpins.played > 0) {
      await show({ kind: 'free-total', amount: payout }, 2200);
      setMode('base');
      setFree(null);
    }
    await celebrate(payout, stake, (level) => ({ kind: 'big', level, amount: payout }));
    if (payout === 0n) setWin(null);
    return true;
  };

  const spin = () =>
    start(
      { coin: coin.toString() },
      totalStake,
      () => {
        setHighlight(null);
        setLineWins([]);
        setWin(null);
      },
      asSlotDetail,
      showRound,
    );

  const focused = focus > 0 ? lineWins[focus - 1] : undefined;
  const shownHighlight = highlight
    ? lineHighlight(highlight.lines, highlight.scatterCells, focused ? focused.line : null)
    : null;
  const spinning = ctl.phase === 'sending' || revealing;

  return (
    <div className={`slot slot--${mode}`}>
      <SlotSpriteHost />
      <section className="slot__stage">
        <div className="slot__marquee">
          {free ? (
            <span className="slot__free-counter" data-testid="free-counter">
              {t('slot.freeSpinOf', { i: free.played, n: free.total })} · ×{free.multiplier}
            </span>
          ) : (
            <span className="slot__title">
              <span className="slot__title-main">FORTUNA</span>
              <span className="slot__title-num">20</span>
            </span>
          )}
        </div>
        <Reels ref={reels} window={window} highlight={shownHighlight} mode={mode} />
        <SlotWinBar win={win} currency={currency} idleLabel={t('slot.lines')}>
          {focused && !revealing && <span className="slot__caption">{lineCaption(focused, currency, t)}</span>}
        </SlotWinBar>
        {banner && (
          <button type="button" className={`slot-banner slot-banner--${banner.kind}`} onClick={skip}>
            {banner.kind === 'free' && (
              <>
                <SymbolIcon symbol="SCATTER" className="slot-banner__icon" />
                <strong>
                  {banner.retrigger
                    ? t('slot.retrigger', { n: banner.count })
                    : t('slot.freeSpinsWon', { n: banner.count })}
                </strong>
                <span>{t('slot.allWins', { n: banner.multiplier })}</span>
              </>
            )}
            {banner.kind === 'free-total' && (
              <>
                <span>{t('slot.freeSpins')}</span>
                <strong>{formatMinor(banner.amount, currency)}</strong>
                <span>{t('money.totalWin')}</span>
              </>
            )}
            {banner.kind === 'big' && (
              <>
                <strong className="slot-banner__big">
                  {t(
                    banner.level === 'epic' ? 'slot.epicWin' : banner.level === 'mega' ? 'slot.megaWin' : 'slot.bigWin',
                  )}
                </strong>
                <span className="slot-banner__amount">{formatMinor(banner.amount, currency)}</span>
              </>
            )}
          </button>
        )}
      </section>

      <SlotControls
        ctl={ctl}
        choice={coinStake}
        label={t('slot.coin')}
        revealing={revealing}
        spinning={spinning}
        onSpin={spin}
        onSkip={skip}
      />
    </div>
  );
}
