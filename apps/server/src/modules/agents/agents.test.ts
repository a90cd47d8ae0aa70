import type {
  Contract,
  ContractSummary,
  Downline,
  DownlinePage,
  TeamMembersPage,
  TeamOverview,
} from '@fortuna/contracts/agents';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { accounts } from '../../db/schema/index';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';
import {
  agentAccount,
  call,
  contractedDownline,
  contractedTopAgent,
  flatTier,
  memberUnder,
  playedRound,
} from './agents.test-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const range = () => {
  const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
};

describeEachDatabase('agent centre', (use) => {
  it('keeps the account tree as accounts are created and moved', async () => {
    const { app } = use();
    const top = await agentAccount(app, null);
    const middle = await agentAccount(app, top.id);
    const member = await memberUnder(app, middle.id);
    const pathOf = async (id: number) =>
      (
        await queryRows(
          app.db,
          sql`select ancestor_id, depth from account_tree where descendant_id = ${id} order by depth`,
        )
      ).map((row) => [Number(row.ancestor_id), Number(row.depth)]);
    expect(await pathOf(member.id)).toEqual([
      [member.id, 0],
      [middle.id, 1],
      [top.id, 2],
    ]);
    const other = await agentAccount(app, null);
    await app.db.update(accounts).set({ uplineId: other.id }).where(eq(accounts.id, middle.id));
    expect(await pathOf(member.id)).toEqual([
      [member.id, 0],
      [middle.id, 1],
      [other.id, 2],
    ]);
  });

  it("shows an agent its team's figures from the rollups, per day and per member", async () => {
    const { app } = use();
    const top = await agentAccount(app, null);
    const sub = await agentAccount(app, top.id);
    const near = await memberUnder(app, top.id);
    const far = await memberUnder(app, sub.id);
    await playedRound(app, near.id, { stake: 50_000n, payout: 20_000n, closedAt: new Date() });
    await playedRound(app, far.id, { stake: 30_000n, payout: 90_000n, closedAt: new Date() });
    const auth = await memberAuth(app, top.username);

    const overview = await call<TeamOverview>(app, 'GET', `/wps/agent/team/overview?${range()}`, auth);
    expect(overview.body.value).toMatchObject({
      members: 3,
      agents: 1,
      activeMembers: 2,
      betCount: 2,
      validBet: { amountMinor: '80000' },
      profitLoss: { amountMinor: '30000' },
    });
    expect(overview.body.value.series.some((point) => point.validBet.amountMinor === '80000')).toBe(true);

    const direct = await call<DownlinePage>(app, 'GET', `/wps/agent/downlines?${range()}`, auth);
    expect(direct.body.value.list.map((row) => row.username).sort()).toEqual([near.username, sub.username].sort());
    const subRow = direct.body.value.list.find((row) => row.id === sub.id);
    expect(subRow).toMatchObject({ isAgent: true, teamSize: 1, figures: { validBet: { amountMinor: '30000' } } });
    const drilled = await call<DownlinePage>(app, 'GET', `/wps/agent/downlines?parentId=${sub.id}&${range()}`, auth);
    expect(drilled.body.value.path.map((step) => step.id)).toEqual([top.id, sub.id]);
    expect(drilled.body.value.list.map((row) => row.id)).toEqual([far.id]);
    const found = await call<DownlinePage>(app, 'GET', `/wps/agent/downlines?search=${far.username}&${range()}`, auth);
    expect(found.body.value.list.map((row) => row.id)).toEqual([far.id]);

    const losers = await call<TeamMembersPage>(
      app,
      'GET',
      `/wps/agent/team/members?${range()}&sort=profitLoss&order=asc`,
      auth,
    );
    expect(losers.body.value.list.map((row) => [row.username, row.profitLoss.amountMinor, row.depth])).toEqual([
      [near.username, '-30000', 1],
      [far.username, '60000', 2],
    ]);
    expect(losers.body.value.totals.validBet.amountMinor).toBe('80000');
  });

  it('answers an agent only about its own team, and refuses members', async () => {
    const { app } = use();
    const mine = await agentAccount(app, null);
    const theirs = await agentAccount(app, null);
    const theirMember = await memberUnder(app, theirs.id);
    const auth = await memberAuth(app, mine.username);
    const peek = await call(app, 'GET', `/wps/agent/downlines?parentId=${theirs.id}&${range()}`, auth);
    expect(peek.body.code).toBe('NOT_A_DOWNLINE');
    const search = await call<DownlinePage>(
      app,
      'GET',
      `/wps/agent/downlines?search=${theirMember.username}&${range()}`,
      auth,
    );
    expect(search.body.value.list).toEqual([]);
    const member = await memberAuth(app, theirMember.username);
    for (const url of [
      `/wps/agent/team/overview?${range()}`,
      `/wps/agent/downlines?${range()}`,
      `/wps/agent/team/members?${range()}`,
      '/wps/agent/links',
      '/wps/agent/contracts/summary',
      '/wps/agent/contracts',
      `/wps/agent/settlements?${range()}`,
    ]) {
      const refused = await call(app, 'GET', url, member);
      expect(refused.body.code, url).toBe('NOT_AN_AGENT');
    }
    const offer = await call(app, 'POST', '/wps/agent/contracts', member, {
      downlineId: mine.id,
      kind: 'realtime',
      tiers: flatTier(10),
    });
    expect(offer.body.code).toBe('NOT_AN_AGENT');
    const bad = await call(app, 'GET', `/wps/agent/team/overview?from=${today()}&to=2000-01-01`, auth);
    expect(bad.status).toBe(400);
  });

  it('registers downline members and agents under the agent, with the merchant rules', async () => {
    const { app } = use();
    const top = await agentAccount(app, null);
    const auth = await memberAuth(app, top.username);
    const username = `dl${Date.now().toString(36).slice(-6)}`;
    const created = await call<Downline>(app, 'POST', '/wps/agent/downlines', auth, {
      username,
      password: 'Secret#2026',
      kind: 'agent',
    });
    expect(created.body.value).toMatchObject({ username, isAgent: true });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, created.body.value.id));
    expect(row?.uplineId).toBe(top.id);
    await memberAuth(app, username, 'Secret#2026');
    const again = await call(app, 'POST', '/wps/agent/downlines', auth, {
      username,
      password: 'Secret#2026',
      kind: 'member',
    });
    expect(again.body.code).toBe('USERNAME_TAKEN');
    const weak = await call(app, 'POST', '/wps/agent/downlines', auth, {
      username: `${username}x`,
      password: '1',
      kind: 'member',
    });
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    const links = await call<{ affiliateCode: string; links: string[] }>(app, 'GET', '/wps/agent/links', auth);
    expect(links.body.value.links[0]).toContain(`code=${links.body.value.affiliateCode}`);
  });

  it('offers, accepts, rejects and terminates contracts by the rules of spec §4', async () => {
    const { app } = use();
    const top = await contractedTopAgent(app, 'realtime', flatTier(100));
    const sub = await agentAccount(app, top.agent.id);
    const grandchild = await agentAccount(app, sub.id);
    const plainMember = await memberUnder(app, top.agent.id);
    const subAuth = await memberAuth(app, sub.username);
    const offer = (auth: Record<string, string>, body: Record<string, unknown>) =>
      call<Contract>(app, 'POST', '/wps/agent/contracts', auth, { kind: 'realtime', tiers: flatTier(60), ...body });

    expect((await offer(top.auth, { downlineId: grandchild.id })).body.code).toBe('NOT_A_DOWNLINE');
    expect((await offer(top.auth, { downlineId: plainMember.id })).body.code).toBe('NOT_AN_AGENT_DOWNLINE');
    expect((await offer(top.auth, { downlineId: sub.id, tiers: flatTier(101) })).body.code).toBe(
      'CONTRACT_ABOVE_UPLINE_RATE',
    );
    expect((await offer(top.auth, { downlineId: sub.id, kind: 'hourly' })).body.code).toBe('CONTRACT_UPLINE_HAS_NONE');
    const falling = [
      { minActiveMembers: 5, minTeamFigure: '0', rateBp: 50 },
      { minActiveMembers: 1, minTeamFigure: '0', rateBp: 60 },
    ];
    expect((await offer(top.auth, { downlineId: sub.id, tiers: falling })).body.code).toBe('CONTRACT_TIERS_INVALID');

    const offered = await offer(top.auth, { downlineId: sub.id });
    expect(offered.body.value).toMatchObject({
      status: 'offered',
      pendingRequest: 'new_contract',
      requestedBy: 'upline',
    });
    expect((await offer(top.auth, { downlineId: sub.id })).body.code).toBe('CONTRACT_REQUEST_PENDING');
    const summary = await call<ContractSummary>(app, 'GET', '/wps/agent/contracts/summary', subAuth);
    expect(summary.body.value).toMatchObject({ realtimesalreqtype: true, salary: false, waiting: 1 });
    // Only the downline answers a new contract request.
    expect((await call(app, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, top.auth)).body.code).toBe(
      'CONTRACT_STATE',
    );
    const accepted = await call<Contract>(app, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, subAuth);
    expect(accepted.body.value).toMatchObject({ status: 'active', pendingRequest: null });
    expect((await call<ContractSummary>(app, 'GET', '/wps/agent/contracts/summary', subAuth)).body.value).toMatchObject(
      {
        salary: true,
        waiting: 0,
      },
    );

    // The downline shares part of its rate further down.
    const down = await call<Contract>(app, 'POST', '/wps/agent/contracts', subAuth, {
      downlineId: grandchild.id,
      kind: 'realtime',
      tiers: flatTier(40),
    });
    const grandAuth = await memberAuth(app, grandchild.username);
    await call(app, 'POST', `/wps/agent/contracts/${down.body.value.id}/accept`, grandAuth);

    // A lower rate ends the current contract only once the upline confirms; then the grandchild's 0.40 % is above 0.30 %.
    expect((await offer(top.auth, { downlineId: sub.id, tiers: flatTier(30) })).body.code).toBe(
      'CONTRACT_LOWER_RATE_CONFIRM',
    );
    const lower = await offer(top.auth, { downlineId: sub.id, tiers: flatTier(30), confirmLowerRate: true });
    expect(lower.body.value.status).toBe('offered');
    const subs = await call<Contract[]>(app, 'GET', '/wps/agent/contracts?role=downline', subAuth);
    expect(subs.body.value.find((contract) => contract.id === accepted.body.value.id)?.status).toBe('terminated');
    await call(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, subAuth);
    const grand = await call<Contract[]>(app, 'GET', '/wps/agent/contracts?role=downline', grandAuth);
    expect(grand.body.value.find((contract) => contract.id === down.body.value.id)?.status).toBe('terminated');

    // Termination: one side asks, the other answers.
    const ask = await call<Contract>(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/terminate`, subAuth);
    expect(ask.body.value).toMatchObject({
      status: 'terminating',
      pendingRequest: 'termination',
      requestedBy: 'downline',
    });
    expect((await call(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, subAuth)).body.code).toBe(
      'CONTRACT_STATE',
    );
    const kept = await call<Contract>(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/reject`, top.auth);
    expect(kept.body.value.status).toBe('active');
    await call(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/terminate`, top.auth);
    const ended = await call<Contract>(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/accept`, subAuth);
    expect(ended.body.value.status).toBe('terminated');

    // Nobody else sees or touches the contract.
    const stranger = await agentAccount(app, null);
    const strangerAuth = await memberAuth(app, stranger.username);
    expect(
      (await call(app, 'POST', `/wps/agent/contracts/${lower.body.value.id}/terminate`, strangerAuth)).body.code,
    ).toBe('CONTRACT_NOT_FOUND');
    expect((await call<Contract[]>(app, 'GET', '/wps/agent/contracts', strangerAuth)).body.value).toEqual([]);
  });

  it('rejects a new contract request, leaving the downline without that contract', async () => {
    const { app } = use();
    const top = await contractedTopAgent(app, 'daily', flatTier(80));
    const sub = await contractedDownline(app, { id: top.agent.id, auth: top.auth }, 'daily', flatTier(50));
    expect(sub.contract.upline?.id).toBe(top.agent.id);
    const other = await agentAccount(app, top.agent.id);
    const offered = await call<Contract>(app, 'POST', '/wps/agent/contracts', top.auth, {
      downlineId: other.id,
      kind: 'daily',
      tiers: flatTier(20),
    });
    const otherAuth = await memberAuth(app, other.username);
    const rejected = await call<Contract>(
      app,
      'POST',
      `/wps/agent/contracts/${offered.body.value.id}/reject`,
      otherAuth,
    );
    expect(rejected.body.value.status).toBe('rejected');
    const summary = await call<ContractSummary>(app, 'GET', '/wps/agent/contracts/summary', otherAuth);
    expect(summary.body.value).toMatchObject({ dailySalary: false, dailysalreq: false });
  });
});
