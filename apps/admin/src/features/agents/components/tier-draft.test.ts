import type { AdminTreeNode } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import { emptyOfferDraft, resolveAgent, topLevelAgents, validateOffer } from './offer-draft';
import { addTier, changeTier, emptyTier, removeTier, type TierDraft, validateTiers } from './tier-draft';

const tier = (minActiveMembers: string, minTeamFigure: string, ratePercent: string): TierDraft => ({
  minActiveMembers,
  minTeamFigure,
  ratePercent,
});

describe('validateTiers', () => {
  it('builds the tiers the server is sent: whole members, figure as 2-decimal text, rate in bp', () => {
    const result = validateTiers([tier('0', '0', '0.5'), tier('5', '1,000', '1'), tier('5', '2000.5', '1.25')]);
    expect(result).toEqual({
      ok: true,
      tiers: [
        { minActiveMembers: 0, minTeamFigure: '0.00', rateBp: 50 },
        { minActiveMembers: 5, minTeamFigure: '1000.00', rateBp: 100 },
        { minActiveMembers: 5, minTeamFigure: '2000.50', rateBp: 125 },
      ],
    });
  });

  it('names each unreadable field by row', () => {
    const result = validateTiers([tier('x', '-5', '101')]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'tiers.0.minActiveMembers',
      'tiers.0.minTeamFigure',
      'tiers.0.rateBp',
    ]);
  });

  it('needs more active members or a larger figure than the row before', () => {
    const result = validateTiers([tier('5', '1000', '1'), tier('5', '1000', '2'), tier('3', '500', '3')]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['tiers.1.minActiveMembers']).toMatch(/tier 1/);
    expect(result.errors['tiers.2.minActiveMembers']).toMatch(/tier 2/);
    expect(result.errors['tiers.0.minActiveMembers']).toBeUndefined();
  });

  it('accepts more members at a smaller figure, but never a lower rate', () => {
    expect(validateTiers([tier('5', '1000', '1'), tier('10', '500', '1')]).ok).toBe(true);
    const lower = validateTiers([tier('5', '1000', '2'), tier('10', '2000', '1.5')]);
    expect(lower.ok).toBe(false);
    if (!lower.ok) expect(lower.errors['tiers.1.rateBp']).toBe('Not lower than tier 1');
  });

  it('needs 1 to 10 tiers', () => {
    expect(validateTiers([])).toEqual({ ok: false, errors: { tiers: 'Add at least one tier' } });
    const many = Array.from({ length: 11 }, (_, index) => tier(String(index), '0', '1'));
    expect(validateTiers(many).ok).toBe(false);
  });
});

describe('tier rows', () => {
  it('add a copy of the last row, up to 10, and keep at least one', () => {
    let tiers = [tier('5', '100', '1')];
    tiers = addTier(tiers);
    expect(tiers).toEqual([tier('5', '100', '1'), tier('5', '100', '1')]);
    for (let index = 0; index < 20; index++) tiers = addTier(tiers);
    expect(tiers).toHaveLength(10);
    expect(removeTier([emptyTier()], 0)).toHaveLength(1);
    expect(removeTier([tier('1', '0', '1'), tier('2', '0', '2')], 0)).toEqual([tier('2', '0', '2')]);
    expect(changeTier([tier('1', '0', '1')], 0, { ratePercent: '3' })).toEqual([tier('1', '0', '3')]);
  });
});

const node = (id: number, username: string, isAgent = true): AdminTreeNode => ({
  id,
  username,
  isAgent,
  teamSize: 3,
  directCount: 1,
  contracts: [],
});

describe('the offer', () => {
  const agents = topLevelAgents([node(12, 'zeta'), node(7, 'Alpha'), node(9, 'member01', false)]);

  it('is made to top-level agents only, listed by name', () => {
    expect(agents.map((agent) => agent.username)).toEqual(['Alpha', 'zeta']);
  });

  it('finds the agent by username in any case, or by account id', () => {
    expect(resolveAgent('alpha', agents)?.id).toBe(7);
    expect(resolveAgent(' 12 ', agents)?.username).toBe('zeta');
    expect(resolveAgent('#7', agents)?.username).toBe('Alpha');
    expect(resolveAgent('9', agents)).toBeNull();
    expect(resolveAgent('', agents)).toBeNull();
  });

  it('builds the admin offer body', () => {
    const draft = { ...emptyOfferDraft('Alpha'), kind: 'dividend' as const, period: 'weekly' as const };
    draft.tiers = [tier('0', '0', '10'), tier('20', '50000', '25')];
    expect(validateOffer(draft, 3, agents)).toEqual({
      ok: true,
      body: {
        merchantId: 3,
        agentId: 7,
        kind: 'dividend',
        period: 'weekly',
        tiers: [
          { minActiveMembers: 0, minTeamFigure: '0.00', rateBp: 1000 },
          { minActiveMembers: 20, minTeamFigure: '50000.00', rateBp: 2500 },
        ],
      },
    });
  });

  it('leaves the period out of a salary and asks for it on a dividend', () => {
    const salary = validateOffer(
      { ...emptyOfferDraft('zeta'), period: 'monthly', tiers: [tier('0', '0', '1')] },
      3,
      agents,
    );
    expect(salary.ok && salary.body.period).toBeUndefined();
    const dividend = validateOffer(
      { ...emptyOfferDraft('zeta'), kind: 'dividend', tiers: [tier('0', '0', '1')] },
      3,
      agents,
    );
    expect(dividend).toEqual({ ok: false, errors: { period: 'Choose the dividend period' } });
  });

  it('says when the agent is missing or unknown', () => {
    const missing = validateOffer({ ...emptyOfferDraft(''), tiers: [tier('0', '0', '1')] }, 3, agents);
    expect(missing.ok || missing.errors.agentId).toBe('Choose a top-level agent');
    const unknown = validateOffer({ ...emptyOfferDraft('member01'), tiers: [tier('0', '0', '1')] }, 3, agents);
    expect(unknown.ok || unknown.errors.agentId).toMatch(/No top-level agent/);
  });
});
