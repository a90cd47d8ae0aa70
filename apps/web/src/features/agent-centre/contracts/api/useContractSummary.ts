import { useQuery } from '@tanstack/react-query';
import type { ContractFlags } from '../../hooks/agent-pages';
import { contractFlagsOf } from '../hooks/contract-model';
import { contractSummaryQuery } from './agent-contracts';

/** The contract entries to show (none while the summary loads or fails) and the summary itself. */
export function useContractSummary(isEnabled = true) {
  const summary = useQuery({ ...contractSummaryQuery(), enabled: isEnabled });
  const flags: ContractFlags = contractFlagsOf(summary.data);
  return { flags, summary: summary.data, isPending: isEnabled && summary.isPending };
}
