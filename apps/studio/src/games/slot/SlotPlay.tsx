import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { BASE_REELS, FREE_SPIN_REELS, LINES, type SlotSymbol } from '@fortuna/games/studio/slot-20/reels';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Translate, useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { countUp, useReducedMotion, wait } from '../../lib/motion';
import { Reels, type ReelsHandle } from '../slot-common/Reels';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
import type { PlayProps } from '../types';
import { asSlotDetail, type SlotLineWin, type SlotSpin } from './detail';
import { initialWindow, lineHighlight, scatterCells, spinColumn, windowAt } from './paylines';
import { coinValues, winLevel } from './slot-maths';

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
  const reduced = useReducedMotion();
  const reels = useRef<ReelsHandle>(null);
  const { currency, sound, busy, setStake } = ctl;
  const coins = useMemo(() => coinValues(ctl.minStake, ctl.maxStake), [ctl.minStake, ctl.maxStake]);
  const [coinIndex, setCoinIndex] = useState(0);
  const coin = coins[Math.min(coinIndex, coins.length - 1)] ?? 1n;
  const totalStake = coin * BigInt(LINES);
  const [window, setWindow] = useState<SlotSymbol[][]>(initialWindow);
  const [mode, setMode] = useState<'base' | 'free'>('base');
  const [highlight, setHighlight] = useState<{ lines: SlotLineWin[]; scatterCells: number[] } | null>(null);
  const [lineWins, setLineWins] = useState<SlotLineWin[]>([]);
  const [focus, setFocus] = useState(0);
  const [win, setWin] = useState<bigint | null>(null);
  const [free, setFree] = useState<{ played: number; total: number; multiplier: number } | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [revealing, setRevealing] = useState(false);
  const fast = useRef(false);
  const pauseAbort = useRef<AbortController | null>(null);
  /** Aborted when the screen goes away (made in the effect, so React's development remount gets a fresh one). */
  const alive = useRef(new AbortController());

  useEffect(() => setStake(totalStake), [totalStake, setStake]);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  // After a spin with several line wins, show them one by one.
  useEffect(() => {
    if (revealing || lineWins.length < 2) return;
    const timer = setInterval(() => setFocus((n) => (n + 1) % (lineWins.length + 1)), 1400);
    return () => clearInterval(timer);
  }, [revealing, lineWins]);

  const pace = (ms: number) => (reduced ? Math.min(ms, 200) : fast.current ? ms / 4 : ms);
  const pause = async (ms: number) => {
    const controller = new AbortController();
    pauseAbort.current = controller;
    const stop = () => controller.abort();
    alive.current.signal.addEventListener('abort', stop);
    await wait(pace(ms), controller.signal);
    alive.current.signal.removeEventListener('abort', stop);
  };

  const skip = () => {
    fast.current = true;
    pauseAbort.current?.abort();
  };

  const reveal = async (answer: PlayRoundAnswer) => {
    const detail = asSlotDetail(answer.round.detail);
    if (!detail) {
      ctl.settle(answer);
      return;
    }
    setRevealing(true);
    fast.current = false;
    const stake = readMinor(detail.totalStake) ?? totalStake;
    let total = 0n;
    let awarded = 0;
    let played = 0;
    let shown = window;
    setWin(null);
    for (const spin of detail.spins) {
      if (alive.current.signal.aborted) return;
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
          await countUp(from, total, pace(700), setWin, alive.current.signal);
        }
        await pause(spin.mode === 'free' ? 700 : 1000);
      }
      if (spin.scatter.freeSpinsAwarded > 0) {
        const retrigger = awarded > 0;
        awarded += spin.scatter.freeSpinsAwarded;
        sound.play('freeSpins');
        setBanner({
          kind: 'free',
          count: spin.scatter.freeSpinsAwarded,
          retrigger,
          multiplier: detail.spins.find((s) => s.mode === 'free')?.multiplier ?? 2,
        });
        await pause(retrigger ? 1600 : 2600);
        setBanner(null);
        setFree({ played, total: awarded, multiplier: detail.spins.find((s) => s.mode === 'free')?.multiplier ?? 2 });
      }
    }
    const payout = readMinor(answer.round.payout) ?? total;
    if (payout !== total) {
      await countUp(total, payout, pace(400), setWin, alive.current.signal);
      total = payout;
    }
    if (detail.freeSpins.played > 0) {
      setBanner({ kind: 'free-total', amount: payout });
      await pause(2200);
      setBanner(null);
      setMode('base');
      setFree(null);
    }
    const level = winLevel(payout, stake);
    if (level) {
      sound.play('bigWin');
      setBanner({ kind: 'big', level, amount: payout });
      await pause(2600);
      setBanner(null);
    }
    if (payout === 0n) setWin(null);
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
    setHighlight(null);
    setLineWins([]);
    setWin(null);
    ctl.play({ coin: coin.toString() }, totalStake, (answer) => {
      void reveal(answer);
    });
  };

  const changeCoin = (step: number) => {
    sound.play('click');
    setCoinIndex((index) => Math.max(0, Math.min(coins.length - 1, index + step)));
  };

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
        <div className="slot__winbar" aria-live="polite">
          {win !== null && win > 0n ? (
            <span className="slot__win" data-testid="slot-win">
              <span className="slot__win-label">{t('money.win')}</span> {formatMinor(win, currency)}
            </span>
          ) : (
            <span className="slot__lines-label">{t('slot.lines')}</span>
          )}
          {focused && !revealing && <span className="slot__caption">{lineCaption(focused, currency, t)}</span>}
        </div>
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

      <section className="slot__controls">
        <div className="coin-control">
          <button
            type="button"
            className="round-button"
            onClick={() => changeCoin(-1)}
            disabled={busy || coinIndex === 0}
            aria-label="−"
          >
            −
          </button>
          <div className="coin-control__value">
            <span className="muted small">{t('slot.coin')}</span>
            <strong data-testid="slot-coin">{formatMinor(coin, currency)}</strong>
            <span className="muted small">
              {t('money.stake')} {formatMinor(totalStake, currency)}
            </span>
          </div>
          <button
            type="button"
            className="round-button"
            onClick={() => changeCoin(1)}
            disabled={busy || coinIndex >= coins.length - 1}
            aria-label="+"
          >
            +
          </button>
        </div>
        {revealing ? (
          <button type="button" className="play-button play-button--round play-button--skip" onClick={skip}>
            {t('slot.skip')}
          </button>
        ) : (
          <button
            type="button"
            className={`play-button play-button--round${spinning ? ' is-busy' : ''}`}
            onClick={spin}
            disabled={busy}
            data-testid="play"
            aria-label={t('slot.spin')}
          >
            <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
              <path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" fill="currentColor" />
            </svg>
          </button>
        )}
      </section>
    </div>
  );
}
