import { SectionNav } from '../../../ui/SectionNav';

export const AGENT_SECTIONS = [
  { to: '/agents/tree', label: 'Agent tree', testId: 'agents-tab-tree' },
  { to: '/agents/contracts', label: 'Contracts', testId: 'agents-tab-contracts' },
  { to: '/agents/settlements', label: 'Settlements', testId: 'agents-tab-settlements' },
] as const;

/** The agent area's sections; the chosen merchant goes along from one to the next. */
export function AgentsNav() {
  return <SectionNav sections={AGENT_SECTIONS} className="agents-tabs" label="Agent sections" />;
}
