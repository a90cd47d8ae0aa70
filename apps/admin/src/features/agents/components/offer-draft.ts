import {
  type AdminContractOffer,
  type AdminTreeNode,
  adminContractOfferSchema,
  type ContractKind,
  type DividendPeriod,
} from '@fortuna/contracts/agents';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { emptyTier, type TierDraft, validateTiers } from './tier-draft';

/** The "Offer contract" form as typed. */
export interface OfferDraft {
  /** A top-level agent's username, or its account id. */
  agent: string;
  kind: ContractKind;
  /** Dividends only; '' until chosen. */
  period: DividendPeriod | '';
  tiers: TierDraft[];
}

export function emptyOfferDraft(agent = ''): OfferDraft {
  return { agent, kind: 'daily', period: '', tiers: [emptyTier()] };
}

/** The top-level agent named by a username (any case) or an account id ("12" or "#12"), or null. */
export function resolveAgent(text: string, agents: readonly AdminTreeNode[]): AdminTreeNode | null {
  const wanted = text.trim().replace(/^#/, '');
  if (!wanted) return null;
  const byName = agents.find((agent) => agent.username.toLowerCase() === wanted.toLowerCase());
  if (byName) return byName;
  return /^\d+$/.test(wanted) ? (agents.find((agent) => agent.id === Number(wanted)) ?? null) : null;
}

/** Top-level accounts that are agents: the only ones the platform offers contracts to. */
export function topLevelAgents(nodes: readonly AdminTreeNode[]): AdminTreeNode[] {
  return nodes.filter((node) => node.isAgent).sort((a, b) => a.username.localeCompare(b.username));
}

export type OfferResult = { ok: true; body: AdminContractOffer } | { ok: false; errors: FieldErrors };

/** Checks the form (errors keyed like the body: agentId, period, tiers.0.rateBp…) and builds what is sent. */
export function validateOffer(draft: OfferDraft, merchantId: number, agents: readonly AdminTreeNode[]): OfferResult {
  const errors: FieldErrors = {};
  const agent = resolveAgent(draft.agent, agents);
  if (!draft.agent.trim()) errors.agentId = 'Choose a top-level agent';
  else if (!agent) errors.agentId = 'No top-level agent of this merchant has this username or id';
  if (draft.kind === 'dividend' && !draft.period) errors.period = 'Choose the dividend period';
  const tiers = validateTiers(draft.tiers);
  if (!tiers.ok) Object.assign(errors, tiers.errors);
  if (!agent || !tiers.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = adminContractOfferSchema.safeParse({
    merchantId,
    agentId: agent.id,
    kind: draft.kind,
    period: draft.kind === 'dividend' && draft.period ? draft.period : undefined,
    tiers: tiers.tiers,
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: toFieldErrors(parsed.error) };
}
