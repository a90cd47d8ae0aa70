import { CONTRACT_KINDS, type ContractKind } from '@fortuna/contracts/agents';
import { CONTRACT_KIND_META } from './agent-meta';

interface ContractKindFilterProps {
  value: ContractKind | '';
  onChange: (kind: ContractKind | '') => void;
  testId: string;
}

/** The toolbar's "Kind" select: one contract kind, or all of them. */
export function ContractKindFilter({ value, onChange, testId }: ContractKindFilterProps) {
  return (
    <label className="filter">
      <span className="filter-label">Kind</span>
      <select
        className="input input-sm"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(CONTRACT_KINDS.find((kind) => kind === event.target.value) ?? '')}
      >
        <option value="">All kinds</option>
        {CONTRACT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CONTRACT_KIND_META[kind].label}
          </option>
        ))}
      </select>
    </label>
  );
}
