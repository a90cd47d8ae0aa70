import { SCRATCH_PRIZES, SCRATCH_WEIGHT_TOTAL } from '@fortuna/games/studio/scratch/scratch';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import type { ScratchSymbol } from './detail';
import { ScratchSymbolIcon } from './symbols';

/** How rare a prize is, e.g. 1 in 3.03 or 1 in 1,000,000. */
export function oneIn(weight: number): string {
  const ratio = SCRATCH_WEIGHT_TOTAL / weight;
  return ratio >= 100 ? Math.round(ratio).toLocaleString('en') : ratio.toFixed(2);
}

/** The prize of each triple: the multiple and, with a ticket price, the amount it pays (else how rare it is). */
export function PrizeTable({
  price,
  currency,
  won = null,
}: {
  price: bigint | null;
  currency: string;
  won?: ScratchSymbol | null;
}) {
  const { t } = useI18n();
  return (
    <ol className="scratch-prizes" aria-label={t('scratch.prizes')}>
      {SCRATCH_PRIZES.map((line) => (
        <li key={line.symbol} className={won === line.symbol ? 'is-win' : ''}>
          <span className="scratch-prizes__symbols" aria-hidden="true">
            <ScratchSymbolIcon symbol={line.symbol} />
            <ScratchSymbolIcon symbol={line.symbol} />
            <ScratchSymbolIcon symbol={line.symbol} />
          </span>
          <span className="scratch-prizes__name">{t(`scratch.symbol.${line.symbol}`)}</span>
          <strong className="scratch-prizes__multiple">×{line.prize.toLocaleString('en')}</strong>
          {price !== null ? (
            <span className="scratch-prizes__amount">{formatMinor(price * BigInt(line.prize), currency)}</span>
          ) : (
            <span className="scratch-prizes__amount muted">{t('scratch.oneIn', { n: oneIn(line.weight) })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
