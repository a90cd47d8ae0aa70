import type { Merchant } from '@fortuna/contracts/merchants';

interface MemberFilterBarProps {
  merchants: readonly Merchant[];
  merchantId: number | undefined;
  search: string;
  onMerchantChange: (merchantId: number) => void;
  onSearchChange: (search: string) => void;
}

export function MemberFilterBar({
  merchants,
  merchantId,
  search,
  onMerchantChange,
  onSearchChange,
}: MemberFilterBarProps) {
  return (
    <div className="card-toolbar filter-bar">
      <label className="filter">
        <span className="filter-label">Merchant</span>
        <select
          className="input input-sm"
          value={merchantId ?? ''}
          data-testid="members-merchant"
          onChange={(event) => onMerchantChange(Number(event.target.value))}
        >
          {merchants.map((merchant) => (
            <option key={merchant.id} value={merchant.id}>
              {merchant.code} · {merchant.name}
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span className="filter-label">Username</span>
        <input
          type="search"
          className="input input-sm"
          placeholder="Search username"
          autoComplete="off"
          spellCheck={false}
          value={search}
          data-testid="members-search"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
    </div>
  );
}
