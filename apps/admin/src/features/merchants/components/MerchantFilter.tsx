import type { Merchant } from '@fortuna/contracts/merchants';

interface MerchantFilterProps {
  merchants: readonly Merchant[];
  merchantId: number | undefined;
  onChange: (merchantId: number) => void;
  testId: string;
}

/** The merchant picker at the head of every per-merchant list. */
export function MerchantFilter({ merchants, merchantId, onChange, testId }: MerchantFilterProps) {
  return (
    <label className="filter">
      <span className="filter-label">Merchant</span>
      <select
        className="input input-sm"
        value={merchantId ?? ''}
        data-testid={testId}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {merchants.map((merchant) => (
          <option key={merchant.id} value={merchant.id}>
            {merchant.code} · {merchant.name}
          </option>
        ))}
      </select>
    </label>
  );
}
