import type { ProtectionSettings, RealityCheck } from '@fortuna/contracts/protection';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';
import { createMember } from '../../test/accounts';
import { memberAuth, postLogin } from '../../test/member-login';
import { fundMember, playerAt } from '../../test/play';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

type Headers = { authorization: string };

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return response.json<{ success: boolean; value: T; code: string; message: string }>();
}

function limitOf(settings: ProtectionSettings, kind: string, period: string) {
  return settings.limits.find((limit) => limit.kind === kind && limit.period === period);
}

/** Moves the app's clock forward (the rules' clock; the database keeps its own). */
function advance(app: FastifyInstance, ms: number) {
  const shifted = app.clock.now().getTime() + ms - Date.now();
  app.clock.now = () => new Date(Date.now() + shifted);
}

describeEachDatabase('responsible gaming', (use) => {
  afterEach(() => {
    use().app.clock.now = () => new Date();
  });

  it('lowers a limit at once and raises it only after the 24-hour cooling-off', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const set = (amount: string | null) =>
      call<ProtectionSettings>(app, 'PUT', '/wps/member/responsible-gaming/limits', headers, {
        kind: 'loss',
        period: 'day',
        amount,
      });

    expect(limitOf((await set('1000')).value, 'loss', 'day')?.current?.amount).toBe('1000.00');
    const lowered = (await set('500')).value;
    expect(limitOf(lowered, 'loss', 'day')).toMatchObject({ current: { amount: '500.00' }, pending: null });

    const raised = (await set('2000')).value;
    const pending = limitOf(raised, 'loss', 'day');
    expect(pending?.current?.amount).toBe('500.00');
    expect(pending?.pending?.amount?.amount).toBe('2000.00');
    expect(Date.parse(pending?.pending?.effectiveAt ?? '') - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    advance(app, 23 * 3_600_000);
    const early = await call<ProtectionSettings>(app, 'GET', '/wps/member/responsible-gaming', headers);
    expect(limitOf(early.value, 'loss', 'day')?.current?.amount).toBe('500.00');
    advance(app, 3_600_000 + 1000);
    const later = await call<ProtectionSettings>(app, 'GET', '/wps/member/responsible-gaming', headers);
    expect(limitOf(later.value, 'loss', 'day')).toMatchObject({ current: { amount: '2000.00' }, pending: null });

    // Removing a limit is a raise too; bad input changes nothing.
    const removal = (await set(null)).value;
    expect(limitOf(removal, 'loss', 'day')?.current?.amount).toBe('2000.00');
    expect((await set('-5')).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a bet that would cross the loss limit with a clear message and no debit', async () => {
    const { app } = use();
    const member = await createMember(app);
    await fundMember(app, member, 1_000_000n);
    const headers = await memberAuth(app, member.username);
    await call(app, 'PUT', '/wps/member/responsible-gaming/limits', headers, {
      kind: 'loss',
      period: 'day',
      amount: '100',
    });
    const player = await playerAt(app, headers);

    const first = await player.bet(6000n);
    expect(first.envelope.success).toBe(true);
    await player.win(first.roundId, 0n);
    const balanceBefore = first.envelope.value?.balance;

    const refused = await player.bet(5000n);
    expect(refused.envelope).toMatchObject({
      success: false,
      code: 'PLAYER_LIMIT_REACHED',
      value: { kind: 'loss', period: 'day' },
    });
    expect(refused.envelope.message).toContain('day loss limit');

    // A win brings the net loss down, so a bet fits again; what fits exactly is accepted.
    const second = await player.bet(4000n);
    expect(second.envelope.success).toBe(true);
    expect(BigInt(second.envelope.value?.balance ?? '0')).toBe(BigInt(balanceBefore ?? '0') - 4000n);
  });

  it('refuses a deposit over the deposit limit', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    await call(app, 'PUT', '/wps/member/responsible-gaming/limits', headers, {
      kind: 'deposit',
      period: 'week',
      amount: '100000',
    });
    const channels = await call<{ id: number; type: string }[]>(
      app,
      'GET',
      '/wps/payment/channels?direction=deposit',
      headers,
    );
    const bank = channels.value.find((channel) => channel.type === 'bank_transfer');
    const deposit = await app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: { ...headers, 'idempotency-key': `rg-deposit-${member.id}` },
      payload: { channelId: bank?.id, amount: '150000' },
    });
    expect(deposit.json()).toMatchObject({ success: false, code: 'RG_LIMIT_REACHED' });
  });

  it('a time-out signs the member out, refuses sign-in and bets at once, and ends when its time is up', async () => {
    const { app } = use();
    const member = await createMember(app);
    await fundMember(app, member, 100_000n);
    const headers = await memberAuth(app, member.username);
    const player = await playerAt(app, headers);
    expect((await player.bet(100n)).envelope.success).toBe(true);

    const wrong = await call(app, 'POST', '/wps/member/responsible-gaming/exclusion', headers, {
      kind: 'time_out',
      duration: '24h',
      password: 'not-it',
    });
    expect(wrong.code).toBe('WRONG_PASSWORD');
    const started = await call(app, 'POST', '/wps/member/responsible-gaming/exclusion', headers, {
      kind: 'time_out',
      duration: '24h',
      password: DEMO_PASSWORD,
    });
    expect(started.success).toBe(true);
    expect((await call(app, 'GET', '/wps/member/info', headers)).code).toBe('NOT_LOGGED_IN');
    expect((await player.bet(100n)).envelope.code).toBe('PLAYER_EXCLUDED');
    const signIn = await postLogin(app, { username: member.username, password: DEMO_PASSWORD });
    expect(signIn.json()).toMatchObject({ success: false, code: 'RG_EXCLUDED' });

    // Staff see it and its history; there is no call that shortens it.
    const view = await call<{ settings: ProtectionSettings; history: { action: string }[] }>(
      app,
      'GET',
      `/api/admin/responsible-gaming/members/${member.id}`,
      await staffAuth(app),
    );
    expect(view.value.settings.exclusion?.kind).toBe('time_out');
    expect(view.value.history.map((entry) => entry.action)).toContain('protection.exclusion.time_out');

    advance(app, 24 * 3_600_000 + 60_000);
    const after = await postLogin(app, { username: member.username, password: DEMO_PASSWORD });
    expect(after.json()).toMatchObject({ success: true });
  });

  it('reminds at the chosen interval (hourly by default) with the time played and net result', async () => {
    const { app } = use();
    const member = await createMember(app);
    await fundMember(app, member, 100_000n);
    const headers = await memberAuth(app, member.username);
    const check = async () =>
      (await call<RealityCheck>(app, 'GET', '/wps/member/responsible-gaming/reality-check', headers)).value;

    const first = await check();
    expect(first.intervalMinutes).toBe(60);
    expect(Date.parse(first.nextCheckAt) - Date.parse(first.sessionStartedAt)).toBe(60 * 60_000);

    const player = await playerAt(app, headers);
    const round = await player.bet(2500n);
    await player.win(round.roundId, 1000n);
    await call(app, 'PUT', '/wps/member/responsible-gaming/session', headers, {
      sessionLimitMinutes: 120,
      realityCheckMinutes: 30,
    });
    advance(app, 45 * 60_000);
    const later = await check();
    expect(later).toMatchObject({ intervalMinutes: 30, minutesPlayed: 45, net: { amount: '-15.00' } });
    expect(Date.parse(later.nextCheckAt) - Date.parse(later.sessionStartedAt)).toBe(60 * 60_000);
    expect(later.sessionEndsAt).not.toBeNull();

    const tooOften = await call(app, 'PUT', '/wps/member/responsible-gaming/session', headers, {
      sessionLimitMinutes: null,
      realityCheckMinutes: 5,
    });
    expect(tooOften.code).toBe('VALIDATION_FAILED');
  });
});
