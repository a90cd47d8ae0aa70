import { MEMBER_QUERY_ROOT } from '../../../../api/member-info';

/** Every agent-centre query of the signed-in agent (team figures, downlines, links). */
export const agentQueryRoot = [...MEMBER_QUERY_ROOT, 'agent'] as const;
export const downlinesQueryRoot = [...agentQueryRoot, 'downlines'] as const;
