import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { arrayField, field, numberField, record } from '../paytable-json';
import { Reels } from '../slot-common/Reels';
import { SlotReplayFrame } from '../slot-common/SlotReplayFrame';
import { SpinTabs } from '../slot-common/SpinTabs';
import { countPays, SymbolPay } from '../slot-common/SymbolPay';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
import { slotInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asSlotDetail } from './detail';
import { lineColour, lineHighlight, scatterCells } from './paylines';
import { lineCaption, SlotPlay } from './SlotPlay';
import '../slot-common/slots.css';

function SlotReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const slot = asSlotDetail(detail);
  const [index, setIndex] = useState(0);
  if (!slot) return <RawDetail detail={detail} />;
  const spin = slot.spins[Math.min(index, slot.spins.length - 1)] ?? slot.spins[0];
  if (!spin) return null;
  const scatters = spin.scatter.count >= 3 ? scatterCells(spin.window) : [];
  return (
    <SlotReplayFrame
      compact={compact}
      payout={payout}
      currency={currency}
      totalAfter={
        slot.freeSpins.played > 0 && (
          <span className="muted">
            {' '}
            · {t('slot.freeSpins')}: {slot.freeSpins.played}
          </span>
        )
      }
    >
      <SpinTabs
        spins={slot.spins}
        index={index}
        onSelect={setIndex}
        won={(s) => (readMinor(s.win) ?? 0n) > 0n}
        label={(s, i) =>
          s.mode === 'free'
            ? t('slot.spinN', { n: slot.spins.slice(0, i + 1).filter((each) => each.mode === 'free').length })
            : t('slot.baseSpin')
        }
      />
      <Reels window={spin.window} highlight={lineHighlight(spin.lineWins, scatters)} mode={spin.mode} />
      <ul className="line-wins">
        {spin.lineWins.map((win) => (
          <li key={win.line}>
            <span className="line-dot" style={{ background: lineColour(win.line) }} />
            {lineCaption(win, currency, t)}
            {spin.multiplier > 1 && <span className="muted"> (×{spin.multiplier})</span>}
          </li>
        ))}
        {spin.scatter.count >= 3 && (
          <li>
            <SymbolIcon symbol="SCATTER" className="inline-symbol" /> {spin.scatter.count} × {t('slot.scatter')} ·{' '}
            {formatMinor(readMinor(spin.scatter.win) ?? 0n, currency)}
            {spin.scatter.freeSpinsAwarded > 0 && ` · ${t('slot.freeSpinsWon', { n: spin.scatter.freeSpinsAwarded })}`}
          </li>
        )}
      </ul>
    </SlotReplayFrame>
  );
}

function PaylineMini({ rows, line }: { rows: readonly number[]; line: number }) {
  return (
    <figure className="payline-mini">
      <svg viewBox="0 0 50 30" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((reel) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${reel}-${row}`}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="1.5"
              fill={rows[reel] === row ? lineColour(line) : 'rgba(255,255,255,0.12)'}
            />
          )),
        )}
      </svg>
      <figcaption>{line}</figcaption>
    </figure>
  );
}

/** The counts a line or the scatter pays for, most first. */
const COUNTS = ['5', '4', '3'];

function SlotPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const symbols = arrayField(paytable, 'symbols').filter((s): s is string => typeof s === 'string');
  const linePays = record(field(paytable, 'linePays')) ?? {};
  const scatterPays = record(field(paytable, 'scatterPays')) ?? {};
  const paylines = arrayField(paytable, 'paylines').filter(
    (rows): rows is number[] => Array.isArray(rows) && rows.every((r) => typeof r === 'number'),
  );
  const award = numberField(paytable, 'freeSpins', 'award') ?? 10;
  const cap = numberField(paytable, 'freeSpins', 'maxPerRound') ?? 50;
  const multiplier = numberField(paytable, 'freeSpins', 'multiplier') ?? 2;
  return (
    <div className="paytable slot-paytable">
      <SlotSpriteHost />
      <p>{t('slot.rules')}</p>
      <h3>{t('slot.linePays')}</h3>
      <div className="symbol-pays">
        {symbols
          .filter((symbol) => symbol !== 'SCATTER')
          .map((symbol) => {
            const row = record(linePays[symbol]) ?? {};
            return (
              <SymbolPay
                key={symbol}
                symbol={symbol}
                name={t(`symbol.${symbol}` as Parameters<typeof t>[0])}
                pays={countPays(row, COUNTS)}
              />
            );
          })}
      </div>
      <h3>{t('slot.scatterPays')}</h3>
      <SymbolPay
        wide
        symbol="SCATTER"
        name={t('symbol.SCATTER')}
        pays={countPays(scatterPays, COUNTS)}
        note={t('slot.freeRules', { award, cap, mult: multiplier })}
      />
      <h3>{t('slot.paylines')}</h3>
      <div className="paylines-grid">
        {paylines.map((rows, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line numbers are positions.
          <PaylineMini key={i} rows={rows} line={i + 1} />
        ))}
      </div>
    </div>
  );
}

export const slotModule: GameModule = {
  Play: SlotPlay,
  Replay: SlotReplay,
  Paytable: SlotPaytable,
  summarize(round, t) {
    const slot = asSlotDetail(round.detail);
    if (!slot) return '';
    const lines = slot.spins[0]?.lineWins.length ?? 0;
    const parts = [t('slot.linesWon', { n: lines })];
    if (slot.freeSpins.played > 0) parts.push(`${slot.freeSpins.played} ${t('slot.freeSpins')}`);
    return parts.filter(Boolean).join(' · ');
  },
  exampleChoices: { coin: '10' },
  inputChoices: slotInputChoices,
};
