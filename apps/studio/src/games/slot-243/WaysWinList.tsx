import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { symbolName } from '../slot-common/symbol-names';
import { SymbolIcon } from '../slot-common/symbols';
import type { WaysSpin } from './detail';

/** A spin's ways wins (symbol, reels, ways, amount) and its scatter win. */
export function WaysWinList({
  spin,
  currency,
  focusSymbol = null,
}: {
  spin: WaysSpin;
  currency: string;
  focusSymbol?: string | null;
}) {
  const { t } = useI18n();
  const scatterWin = readMinor(spin.scatter.win) ?? 0n;
  if (spin.wins.length === 0 && spin.scatter.count < 3) return null;
  return (
    <ul className="line-wins line-wins--cards" data-testid="ways-wins">
      {spin.wins.map((win) => (
        <li key={win.symbol} className={focusSymbol === win.symbol ? 'is-focus' : ''}>
          <SymbolIcon symbol={win.symbol} className="inline-symbol" />
          <span>
            {t('ways.waysWin', { symbol: symbolName(win.symbol, t), reels: win.reels, ways: win.ways })}
            {spin.multiplier > 1 && <span className="muted"> ×{spin.multiplier}</span>}
          </span>
          <strong className="text-win">{formatMinor(readMinor(win.win) ?? 0n, currency)}</strong>
        </li>
      ))}
      {spin.scatter.count >= 3 && (
        <li>
          <SymbolIcon symbol="SCATTER" className="inline-symbol" />
          <span>
            {t('ways.scatterWin', { n: spin.scatter.count })}
            {spin.scatter.freeSpinsAwarded > 0 && ` · ${t('ways.freeSpinsWon', { n: spin.scatter.freeSpinsAwarded })}`}
          </span>
          <strong className="text-win">{formatMinor(scatterWin, currency)}</strong>
        </li>
      )}
    </ul>
  );
}
