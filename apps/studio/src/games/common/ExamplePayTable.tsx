import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';

interface ExamplePayTableProps {
  title: string;
  /** The headings before the payout column. */
  columns: readonly string[];
  /** The stake the payout column is for. */
  stake: bigint;
  currency: string;
  /** The table's rows. */
  children: ReactNode;
}

/** A paytable's worked examples: a few choices and what they pay for one stake. */
export function ExamplePayTable({ title, columns, stake, currency, children }: ExamplePayTableProps) {
  const { t } = useI18n();
  return (
    <>
      <h3>{title}</h3>
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
            <th>
              {t('money.payout')} ({formatMinor(stake, currency)})
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </>
  );
}
