import { randomBytes } from 'node:crypto';
import { SEAMLESS_PATHS } from '@fortuna/contracts/seamless';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { SeamlessClient } from '../../products/kit/seamless-client';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { fundMember, playerAt } from '../../test/play';
import { describeEachDatabase } from '../../test/test-app';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** The in-process call of a product beside the platform answers exactly as the signed HTTP API does. */
describeEachDatabase('the in-process wallet call without the HTTP layer', (use) => {
  let app: FastifyInstance;
  let signed: Awaited<ReturnType<typeof playerAt>>;
  let direct: SeamlessClient;
  let base: { sessionToken: string; gameCode: string; currency: string };

  beforeAll(async () => {
    app = use().app;
    const member = await createMember(app);
    await fundMember(app, member, 1_000_000n);
    signed = await playerAt(app, await memberAuth(app, member.username));
    const code = signed.vendorCode;
    const secret = (await app.vendorKeys.byCode(code))?.secret ?? '';
    direct = new SeamlessClient(code, secret, app.inProcessSeamless);
    base = signed.base;
  });

  it('answers a balance, a stake and its repeat as the signed route does', async () => {
    const viaHttp = await signed.client.balance(base.sessionToken);
    const viaCall = await direct.balance(base.sessionToken);
    expect(viaCall).toEqual(viaHttp);
    expect(viaCall.status).toBe(200);

    const roundId = id('round');
    const stake = { ...base, transactionId: id('bet'), roundId, amount: 1_000n };
    const placed = await direct.bet(stake);
    expect(placed.status).toBe(200);
    expect(placed.envelope.value?.balance).toBe('999000');
    // The same transaction sent over HTTP is a repeat: the first answer, no second debit.
    expect(await signed.client.bet(stake)).toEqual(placed);
  });

  it('refuses as the signed route does: funds, bad input, a malformed or unknown session', async () => {
    const tooMuch = { ...base, roundId: id('round'), amount: 10_000_000n };
    const refusedHttp = await signed.client.bet({ ...tooMuch, transactionId: id('bet') });
    const refusedCall = await direct.bet({ ...tooMuch, transactionId: id('bet') });
    expect(refusedCall).toEqual(refusedHttp);
    expect(refusedCall.envelope.code).toBe('INSUFFICIENT_FUNDS');

    const badAmount = { ...base, transactionId: id('bet'), roundId: id('round'), amount: 'ten' };
    const badHttp = await signed.client.call(SEAMLESS_PATHS.bet, badAmount);
    const badCall = await direct.call(SEAMLESS_PATHS.bet, badAmount);
    expect(badCall.status).toBe(badHttp.status);
    expect(badCall.envelope.code).toBe('VALIDATION_FAILED');
    expect(badCall.envelope.code).toBe(badHttp.envelope.code);

    const malformed = await direct.balance('no-such-session');
    expect(malformed).toEqual(await signed.client.balance('no-such-session'));
    const unknownToken = `${base.sessionToken.slice(0, -4)}zzzz`;
    const unknown = await direct.balance(unknownToken);
    expect(unknown).toEqual(await signed.client.balance(unknownToken));
    expect(unknown.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses an unknown vendor', async () => {
    const stranger = new SeamlessClient('NO-SUCH-VENDOR', 'secret', app.inProcessSeamless);
    const answer = await stranger.balance(base.sessionToken);
    expect(answer.envelope.code).toBe('UNKNOWN_VENDOR');
  });
});
