import { expect, it } from 'vitest';
import { createMember, solvedCaptcha } from '../../test/accounts';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { PROTECTION } from './login-protection';

describeEachDatabase(
  'failed sign-in lockouts',
  (use) => {
    /** A wrong-password attempt that carries a valid captcha, as a determined guesser would. */
    async function guess(username: string, ip: string, password = 'wrong-guess') {
      const { cookie, captcha } = await solvedCaptcha(use().app);
      return postLogin(use().app, { username, password, captcha }, { remoteAddress: ip, headers: { cookie } });
    }

    async function demoMerchantId(): Promise<number> {
      const response = await use().app.inject({
        method: 'GET',
        url: '/api/admin/merchants',
        headers: await staffAuth(use().app),
      });
      const merchants = response.json<{ value: { id: number; code: string }[] }>().value;
      return merchants.find((merchant) => merchant.code === 'DEMO')?.id ?? 0;
    }

    it('locks an account after five failures, even against the right password, until support unlocks it', async () => {
      const { app } = use();
      const member = await createMember(app);
      for (let i = 0; i < PROTECTION.accountLockFailures; i++) {
        expect((await guess(member.username, '198.51.100.70')).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      const locked = await guess(member.username, '198.51.100.71', 'Demo#2026');
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });

      const staff = await staffAuth(app);
      const detail = await app.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: staff });
      expect(detail.json()).toMatchObject({ value: { username: member.username, lockedUntil: expect.any(String) } });
      const unlock = await app.inject({
        method: 'POST',
        url: `/api/admin/members/${member.id}/unlock`,
        headers: staff,
      });
      expect(unlock.json()).toMatchObject({ success: true });
      const after = await postLogin(
        app,
        { username: member.username, password: 'Demo#2026' },
        { remoteAddress: '198.51.100.71' },
      );
      expect(after.json()).toMatchObject({ success: true });
    });

    it('locks an address spraying many names, keeps it locked on the third lock, and support unlocks it', async () => {
      const { app } = use();
      const ip = '203.0.113.90';
      const merchantId = await demoMerchantId();
      const staff = await staffAuth(app);
      const names = Array.from({ length: PROTECTION.ipLockFailures }, (_, i) => `nobody${i}`);
      for (let round = 1; round <= PROTECTION.permanentIpLockAfter; round++) {
        for (const name of names) await guess(name, ip);
        const refused = await guess('someone', ip);
        expect(refused.json()).toMatchObject({ code: 'IP_LOCKED' });
        const locks = await app.inject({
          method: 'GET',
          url: `/api/admin/ip-locks?merchantId=${merchantId}`,
          headers: staff,
        });
        const lock = locks
          .json<{ value: { id: number; ip: string; lockCount: number; lockedUntil: string | null }[] }>()
          .value.find((candidate) => candidate.ip === ip);
        expect(lock?.lockCount).toBe(round);
        if (round < PROTECTION.permanentIpLockAfter) {
          expect(lock?.lockedUntil).not.toBeNull();
        } else {
          expect(lock?.lockedUntil).toBeNull();
        }
        const unlocked = await app.inject({ method: 'DELETE', url: `/api/admin/ip-locks/${lock?.id}`, headers: staff });
        expect(unlocked.json()).toMatchObject({ success: true });
      }
      const member = await createMember(app);
      const after = await postLogin(app, { username: member.username, password: 'Demo#2026' }, { remoteAddress: ip });
      expect(after.json()).toMatchObject({ success: true });
      const audit = await app.inject({ method: 'GET', url: '/api/admin/audit?action=ip.unlock', headers: staff });
      expect(JSON.stringify(audit.json())).toContain('ip.unlock');
    });

    it('keeps the back-office views to account staff', async () => {
      const { app } = use();
      const member = await createMember(app);
      const login = await postLogin(app, { username: member.username, password: 'Demo#2026' });
      const memberToken = { authorization: `Bearer ${login.json<{ value: { token: string } }>().value.token}` };
      for (const url of [
        `/api/admin/members/${member.id}`,
        '/api/admin/outbox?merchantId=1',
        '/api/admin/ip-locks?merchantId=1',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: memberToken });
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      }
    });
  },
  { RATE_LIMIT_PER_MINUTE: '100000' },
);
