import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import type { Envelope } from '@fortuna/contracts/envelope';
import { PAYMENT_API } from '@fortuna/contracts/payment-paths';
import type { LoginResult } from '@fortuna/contracts/session';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import type { Balance } from '@fortuna/contracts/wallet';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

const freePlayBody = {
  os: 'Linux',
  platform: 'W',
  randomString: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  gatewayVersion: 3,
};

describeEachDatabase('staff money actions and free-play accounts', (use) => {
  it('refuses a staff bonus to a trial account with TRIAL_ACCOUNT, and nothing is credited', async () => {
    const { app } = use();
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: '192.0.2.77',
      payload: freePlayBody,
    });
    const member = { authorization: `Bearer ${login.json<Envelope<LoginResult>>().value?.token}` };
    const [trial] = await app.db
      .select()
      .from(accounts)
      .where(eq(accounts.type, ACCOUNT_TYPE.TRIAL))
      .orderBy(desc(accounts.id))
      .limit(1);
    if (!trial) throw new Error('no trial account');
    const balanceBefore = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: member });

    const staff = await staffAuth(app);
    const granted = await app.inject({
      method: 'POST',
      url: PAYMENT_API.admin.bonuses,
      headers: { ...staff, 'idempotency-key': 'bonus-to-trial-1' },
      payload: { merchantId: trial.merchantId, accountId: trial.id, amount: '500', wageringMultiple: 0 },
    });
    expect(granted.statusCode).toBe(403);
    expect(granted.json()).toMatchObject({
      success: false,
      code: 'TRIAL_ACCOUNT',
      message: expect.stringContaining('free-play'),
    });

    const balanceAfter = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: member });
    expect(balanceAfter.json<Envelope<Balance>>().value).toEqual(balanceBefore.json<Envelope<Balance>>().value);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=payment.bonus.grant',
      headers: staff,
    });
    expect(audit.json<Envelope<Page<AuditEntry>>>().value?.total).toBe(0);
  });
});
