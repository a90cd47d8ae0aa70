import type { Merchant } from '@fortuna/contracts/merchants';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';

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
      <MerchantFilter
        merchants={merchants}
        merchantId={merchantId}
        onChange={onMerchantChange}
        testId="members-merchant"
      />
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
