import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { arrayField, field, numberField, record } from '../paytable-json';
import { Reels } from '../slot-common/Reels';
import { symbolName } from '../slot-common/symbol-names';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
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
  if (!ways) return <pre className="raw-detail">{JSON.stringify(detail, null, 2)}</pre>;
  const numbers = freeSpinNumbers(ways.spins);
  const spin = ways.spins[Math.min(index, ways.spins.length - 1)] ?? ways.spins[0];
  if (!spin) return null;
  const freeWin = ways.spins.filter((s) => s.mode === 'free').reduce((sum, s) => sum + (readMinor(s.win) ?? 0n), 0n);
  return (
    <div className={`slot-replay slot--dragon${compact ? ' slot-replay--compact' : ''}`}>
      <SlotSpriteHost />
      {ways.spins.length > 1 && (
        <div className="spin-tabs" role="tablist">
          {ways.spins.map((s, i) => {
            const won = (readMinor(s.win) ?? 0n) > 0n;
            const n = numbers[i];
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order.
                key={i}
                type="button"
                role="tab"
                aria-selected={i === index}
                className={`${i === index ? 'is-active' : ''}${won ? ' is-win' : ''}`}
                onClick={() => setIndex(i)}
              >
                {s.mode === 'free' && n ? t('ways.freeSpinOf', { i: n.index, n: n.awarded }) : t('slot.baseSpin')}
              </button>
            );
          })}
        </div>
      )}
      <Reels
        window={spin.window}
        highlight={waysHighlight(spin.window, spin.wins, spin.scatter.count)}
        mode={spin.mode === 'free' ? 'free' : 'dragon'}
      />
      <WaysWinList spin={spin} currency={currency} />
      <p className="slot-replay__total">
        {ways.freeSpins.played > 0 && (
          <span className="muted">
            {t('ways.freeWin')} ({ways.freeSpins.played}): {formatMinor(freeWin, currency)} ·{' '}
          </span>
        )}
        {t('money.totalWin')}:{' '}
        <strong className={payout > 0n ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
      </p>
    </div>
  );
}

const count = (source: Record<string, unknown>, n: string) => {
  const value = source[n];
  return typeof value === 'number' ? value : '—';
};

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
              <div className="symbol-pay" key={symbol}>
                <SymbolIcon symbol={symbol} />
                <div>
                  <strong>{symbolName(symbol, t)}</strong>
                  <dl>
                    {['5', '4', '3'].map((n) => (
                      <div key={n}>
                        <dt>{n}×</dt>
                        <dd>{count(row, n)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
            );
          })}
      </div>
      <div className="symbol-pay symbol-pay--wide">
        <SymbolIcon symbol="WILD" />
        <div>
          <strong>{symbolName('WILD', t)}</strong>
          <p className="small">{t('ways.wildRule')}</p>
        </div>
      </div>
      <h3>{t('ways.scatterPays')}</h3>
      <div className="symbol-pay symbol-pay--wide">
        <SymbolIcon symbol="SCATTER" />
        <div>
          <strong>{symbolName('SCATTER', t)}</strong>
          <dl>
            {['5', '4', '3'].map((n) => (
              <div key={n}>
                <dt>{n}×</dt>
                <dd>{count(scatterPays, n)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
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
