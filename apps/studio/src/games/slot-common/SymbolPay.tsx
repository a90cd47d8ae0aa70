import type { ReactNode } from 'react';
import { SymbolIcon } from './symbols';

/** What one count of a symbol pays: the label ("5×") and the paytable's value (a number, or missing). */
export type CountPay = readonly [label: string, pay: unknown];

interface SymbolPayProps {
  /** The symbol drawn beside the entry (unless `icon` is given). */
  symbol?: string;
  icon?: ReactNode;
  name: string;
  pays?: readonly CountPay[];
  note?: ReactNode;
  /** Takes the whole row (scatter, wild, jackpot). */
  wide?: boolean;
}

/** One paytable entry of a slot: the symbol, its name, what each count pays ("—" when not a number), a note. */
export function SymbolPay({ symbol = '', icon, name, pays, note, wide = false }: SymbolPayProps) {
  return (
    <div className={wide ? 'symbol-pay symbol-pay--wide' : 'symbol-pay'}>
      {icon ?? <SymbolIcon symbol={symbol} />}
      <div>
        <strong>{name}</strong>
        {pays && (
          <dl>
            {pays.map(([label, pay]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{typeof pay === 'number' ? pay : '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        {note && <p className="small">{note}</p>}
      </div>
    </div>
  );
}

/** The pays of `counts` read from a paytable row keyed by count ("5", "4", "3"). */
export function countPays(row: Record<string, unknown>, counts: readonly string[]): CountPay[] {
  return counts.map((count) => [`${count}×`, row[count]] as const);
}

/** A cherry pay: `count` cherries from the left. */
export function CherryPay({ count, pay, label }: { count: number; pay: number | null; label: string }) {
  const icon = (
    <span className="cherry-row">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions.
        <SymbolIcon key={i} symbol="CHERRY" className="inline-symbol" />
      ))}
    </span>
  );
  return <SymbolPay icon={icon} name={label} pays={[['×', pay]]} />;
}
