import { useI18n } from '../../i18n/i18n';
import type { PokerHand } from './detail';
import type { PayRow } from './pay-table';

/**
 * The machine's pay table: a row per hand and a column per coin count; the column of the coins bet
 * is lit and the row of the hand just made flashes.
 */
export function PayTable({
  rows,
  coins,
  winning,
  compact = false,
}: {
  rows: readonly PayRow[];
  /** The coins bet (1–5): its column is lit; null lights none. */
  coins: number | null;
  winning: PokerHand | null;
  compact?: boolean;
}) {
  const { t } = useI18n();
  return (
    <table className={`vp-paytable${compact ? ' vp-paytable--compact' : ''}`} data-testid="vp-paytable">
      <thead>
        <tr>
          <th scope="col">{t('videoPoker.hand')}</th>
          {[1, 2, 3, 4, 5].map((n) => (
            <th key={n} scope="col" className={n === coins ? 'is-lit' : undefined}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.hand}
            className={row.hand === winning ? 'is-win' : undefined}
            data-testid={row.hand === winning ? 'vp-winning-row' : undefined}
          >
            <th scope="row">{t(`videoPoker.hand.${row.hand}`)}</th>
            {row.byCoins.map((pay, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are coin counts.
              <td key={i} className={i + 1 === coins ? 'is-lit' : undefined}>
                {pay}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
