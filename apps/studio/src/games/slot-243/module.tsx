import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { arrayField, field, numberField, record } from '../paytable-json';
import { Reels } from '../slot-common/Reels';
import { SlotReplayFrame } from '../slot-common/SlotReplayFrame';
import { SpinTabs } from '../slot-common/SpinTabs';
import { countPays, SymbolPay } from '../slot-common/SymbolPay';
import { symbolName } from '../slot-common/symbol-names';
import { SlotSpriteHost } from '../slot-common/symbols';
import { slotInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asWaysDetail } from './detail';
import { WaysPlay } from './WaysPlay';
import { WaysWinList } from './WaysWinList';
import { freeSpinNumbers, waysHighlight } from './ways-cells';
import '../slot-common/slots.css';
import '../slot-common/themes.css';

function WaysReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const ways = asWaysDetail(detail);
  const [index, setIndex] = useState(0);
  if (!ways) return <RawDetail detail={detail} />;
  const numbers = freeSpinNumbers(ways.spins);
  const spin = ways.spins[Math.min(index, ways.spins.length - 1)] ?? ways.spins[0];
  if (!spin) return null;
  const freeWin = ways.spins.filter((s) => s.mode === 'free').reduce((sum, s) => sum + (readMinor(s.win) ?? 0n), 0n);
  return (
    <SlotReplayFrame
      theme="slot--dragon"
      compact={compact}
      payout={payout}
      currency={currency}
      totalBefore={
        ways.freeSpins.played > 0 && (
          <span className="muted">
            {t('ways.freeWin')} ({ways.freeSpins.played}): {formatMinor(freeWin, currency)} ·{' '}
          </span>
        )
      }
    >
      <SpinTabs
        spins={ways.spins}
        index={index}
        onSelect={setIndex}
        won={(s) => (readMinor(s.win) ?? 0n) > 0n}
        label={(s, i) => {
          const n = numbers[i];
          return s.mode === 'free' && n ? t('ways.freeSpinOf', { i: n.index, n: n.awarded }) : t('slot.baseSpin');
        }}
      />
      <Reels
        window={spin.window}
        highlight={waysHighlight(spin.window, spin.wins, spin.scatter.count)}
        mode={spin.mode === 'free' ? 'free' : 'dragon'}
      />
      <WaysWinList spin={spin} currency={currency} />
    </SlotReplayFrame>
  );
}

/** The counts a way or the scatter pays for, most first. */
const COUNTS = ['5', '4', '3'];

function WaysPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const symbols = arrayField(paytable, 'symbols').filter((s): s is string => typeof s === 'string');
  const pays = record(field(paytable, 'waysPays')) ?? {};
  const scatterPays = record(field(paytable, 'scatterPays')) ?? {};
  const award = numberField(paytable, 'freeSpins', 'award') ?? 10;
  const cap = numberField(paytable, 'freeSpins', 'maxPerRound') ?? 50;
  const mult = numberField(paytable, 'freeSpins', 'multiplier') ?? 3;
  return (
    <div className="paytable slot-paytable">
      <SlotSpriteHost />
      <p>{t('ways.rules')}</p>
      <h3>{t('ways.waysPays')}</h3>
      <div className="symbol-pays">
        {symbols
          .filter((symbol) => record(pays[symbol]))
          .map((symbol) => {
            const row = record(pays[symbol]) ?? {};
            return (
              <SymbolPay key={symbol} symbol={symbol} name={symbolName(symbol, t)} pays={countPays(row, COUNTS)} />
            );
          })}
      </div>
      <SymbolPay wide symbol="WILD" name={symbolName('WILD', t)} note={t('ways.wildRule')} />
      <h3>{t('ways.scatterPays')}</h3>
      <SymbolPay wide symbol="SCATTER" name={symbolName('SCATTER', t)} pays={countPays(scatterPays, COUNTS)} />
      <h3>{t('ways.featureTitle')}</h3>
      <p data-testid="feature-rules">{t('ways.featureRules', { award, cap, mult })}</p>
    </div>
  );
}

export const waysModule: GameModule = {
  Play: WaysPlay,
  Replay: WaysReplay,
  Paytable: WaysPaytable,
  summarize(round, t) {
    const ways = asWaysDetail(round.detail);
    if (!ways) return '';
    const wins = ways.spins[0]?.wins.length ?? 0;
    const parts = wins > 0 ? [t('ways.waysWon', { n: wins })] : [];
    if (ways.freeSpins.played > 0) parts.push(`${ways.freeSpins.played} ${t('slot.freeSpins')}`);
    return parts.length > 0 ? parts.join(' · ') : t('slots.noWin');
  },
  exampleChoices: { coin: '4' },
  inputChoices: slotInputChoices,
};
