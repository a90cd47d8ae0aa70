import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { lineColour } from '../slot-common/grid';
import { symbolName } from '../slot-common/symbol-names';
import { SymbolIcon } from '../slot-common/symbols';
import { coveredReels } from './classic-lines';
import type { ClassicLineWin } from './detail';

/** The line wins of a spin: line number, the paying symbols and the amount. */
export function ClassicLineList({
  wins,
  currency,
  focusLine = null,
}: {
  wins: readonly ClassicLineWin[];
  currency: string;
  focusLine?: number | null;
}) {
  const { t } = useI18n();
  return (
    <ul className="line-wins line-wins--cards" data-testid="line-wins">
      {wins.map((win) => {
        const covered = coveredReels(win.symbols);
        return (
          <li key={win.line} className={focusLine === win.line ? 'is-focus' : ''}>
            <span className="line-dot" style={{ background: lineColour(win.line) }} />
            <span>{t('slot.line', { n: win.line })}</span>
            <span className="line-wins__symbols" title={win.symbols.map((s) => symbolName(s, t)).join(' · ')}>
              {win.symbols.slice(0, covered).map((symbol, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions.
                <SymbolIcon key={i} symbol={symbol} className="inline-symbol" />
              ))}
            </span>
            <strong className="text-win">{formatMinor(readMinor(win.win) ?? 0n, currency)}</strong>
          </li>
        );
      })}
    </ul>
  );
}
