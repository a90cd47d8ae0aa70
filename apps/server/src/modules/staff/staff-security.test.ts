import type { Envelope } from '@fortuna/contracts/envelope';
import type { AuditEntry, Page, Staff, StaffSession, StaffTotpSetup } from '@fortuna/contracts/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { staffUsers } from '../../db/schema/index';
import { createStaffMember, STAFF_TEST_PASSWORD as PASSWORD, postStaffLogin, totpCode } from '../../test/staff-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { PROTECTION } from '../sessions/login-protection';

async function auditOf(app: FastifyInstance, action: string): Promise<AuditEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?action=${action}&pageSize=100`,
    headers: await staffAuth(app),
  });
  return response.json<Envelope<Page<AuditEntry>>>().value?.list ?? [];
}

function bearer(response: { json: <T>() => T }) {
  return { authorization: `Bearer ${response.json<Envelope<StaffSession>>().value?.token}` };
}

/** Signs in and sets up an authenticator for `username`; returns the secret and the session header. */
async function enrolAuthenticator(app: FastifyInstance, username: string, remoteAddress: string) {
  const login = await postStaffLogin(app, { username, password: PASSWORD }, { remoteAddress });
  const headers = bearer(login);
  const setup = await app.inject({ method: 'POST', url: '/api/admin/session/totp', headers });
  const { secret, otpauthUrl } = setup.json<Envelope<StaffTotpSetup>>().value ?? { secret: '', otpauthUrl: '' };
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*${username}.*secret=${secret}`));
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/session/totp/confirm',
    headers,
    payload: { code: totpCode(secret) },
  });
  expect(confirmed.json()).toMatchObject({ success: true, value: { hasSecondFactor: true } });
  return { secret, headers };
}

describeEachDatabase('back office: staff sign-in protection', (use) => {
  it('locks a staff account after 5 failures, even for the right password from another address, until an admin unlocks it', async () => {
    const { app } = use();
    const staff = await createStaffMember(app, 'lena');
    const first = await postStaffLogin(app, { username: 'lena', password: 'wrong' }, { remoteAddress: '203.0.113.10' });
    expect(first.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    for (let failure = 2; failure <= PROTECTION.accountLockFailures; failure++) {
      const next = await postStaffLogin(
        app,
        { username: 'lena', password: `wrong-${failure}` },
        { remoteAddress: '203.0.113.10', withCaptcha: true },
      );
      expect(next.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    for (const remoteAddress of ['203.0.113.10', '203.0.113.99']) {
      const locked = await postStaffLogin(
        app,
        { username: 'lena', password: PASSWORD },
        { remoteAddress, withCaptcha: true },
      );
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toMatchObject({ success: false, code: 'ACCOUNT_LOCKED' });
    }
    const admin = await staffAuth(app);
    const list = await app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin });
    expect(list.json<Envelope<Staff[]>>().value?.find((row) => row.id === staff.id)).toMatchObject({ isLocked: true });

    await createStaffMember(app, 'sam');
    const support = bearer(
      await postStaffLogin(app, { username: 'sam', password: PASSWORD }, { remoteAddress: '203.0.113.12' }),
    );
    const notAdmin = await app.inject({ method: 'POST', url: `/api/admin/staff/${staff.id}/unlock`, headers: support });
    expect(notAdmin.statusCode).toBe(403);
    const unlocked = await app.inject({ method: 'POST', url: `/api/admin/staff/${staff.id}/unlock`, headers: admin });
    expect(unlocked.json()).toMatchObject({ success: true, value: { isLocked: false } });
    // Unlocking forgets the failures: no captcha is asked any more.
    const after = await postStaffLogin(
      app,
      { username: 'lena', password: PASSWORD },
      { remoteAddress: '203.0.113.99' },
    );
    expect(after.json()).toMatchObject({ success: true, value: { staff: { username: 'lena', isLocked: false } } });

    const failed = (await auditOf(app, 'staff.sign_in.failed')).filter((entry) => entry.staffUsername === 'lena');
    expect(failed).toHaveLength(PROTECTION.accountLockFailures);
    expect(failed[0]).toMatchObject({ ip: '203.0.113.10', targetId: String(staff.id) });
    expect(await auditOf(app, 'staff.lock')).toEqual([
      expect.objectContaining({ staffUsername: 'lena', targetId: String(staff.id) }),
    ]);
    expect(await auditOf(app, 'staff.unlock')).toEqual([
      expect.objectContaining({ staffUsername: 'admin', targetId: String(staff.id) }),
    ]);
    const newAddress = (await auditOf(app, 'staff.sign_in.new_address')).filter((entry) => entry.staffId === staff.id);
    expect(newAddress).toEqual([expect.objectContaining({ ip: '203.0.113.99' })]);
  });

  it('asks for the captcha and a solved challenge after a failed staff sign-in, and forgets the failure after a success', async () => {
    const { app } = use();
    await createStaffMember(app, 'carl');
    const remoteAddress = '203.0.113.20';
    const wrong = await postStaffLogin(app, { username: 'carl', password: 'wrong' }, { remoteAddress });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    const withoutCaptcha = await postStaffLogin(app, { username: 'carl', password: PASSWORD }, { remoteAddress });
    expect(withoutCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const withoutChallenge = await app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      remoteAddress,
      payload: { username: 'carl', password: PASSWORD, captcha: 'ABCDE' },
    });
    expect(withoutChallenge.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    const solved = await postStaffLogin(
      app,
      { username: 'carl', password: PASSWORD },
      { remoteAddress, withCaptcha: true },
    );
    expect(solved.json()).toMatchObject({ success: true });
    const plain = await postStaffLogin(app, { username: 'carl', password: PASSWORD }, { remoteAddress });
    expect(plain.json()).toMatchObject({ success: true });
  });

  it('enrols an authenticator (sealed), then asks for its code at sign-in and takes each code once', async () => {
    const { app } = use();
    const staff = await createStaffMember(app, 'tomas');
    const { secret } = await enrolAuthenticator(app, 'tomas', '203.0.113.30');
    const rows = await app.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(rows[0]?.totpSecret).toBeTruthy();
    expect(rows[0]?.totpSecret).not.toContain(secret);

    const remoteAddress = '203.0.113.31';
    const asked = await postStaffLogin(app, { username: 'tomas', password: PASSWORD }, { remoteAddress });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { method: 'totp' } });
    // The enrolment took this step's code: the next step's (allowed for clock drift) opens the session, once.
    const code = totpCode(secret, Date.now() + 30_000);
    const signedIn = await postStaffLogin(app, { username: 'tomas', password: PASSWORD, code }, { remoteAddress });
    expect(signedIn.json()).toMatchObject({ success: true, value: { staff: { hasSecondFactor: true } } });
    const replayed = await postStaffLogin(app, { username: 'tomas', password: PASSWORD, code }, { remoteAddress });
    expect(replayed.json()).toMatchObject({ success: false, code: 'SECOND_FACTOR_INVALID' });
    const farOff = totpCode(secret, Date.now() + 10 * 60_000);
    const wrong = await postStaffLogin(
      app,
      { username: 'tomas', password: PASSWORD, code: farOff },
      { remoteAddress, withCaptcha: true },
    );
    expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', value: { captcha: true } });
    expect(
      (await auditOf(app, 'staff.totp.enable')).filter((entry) => entry.targetId === String(staff.id)),
    ).toHaveLength(1);

    // A lost phone: an admin removes the authenticator, and the password alone signs in again.
    const reset = await app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staff.id}/totp`,
      headers: await staffAuth(app),
    });
    expect(reset.json()).toMatchObject({ success: true, value: { hasSecondFactor: false } });
    const passwordOnly = await postStaffLogin(
      app,
      { username: 'tomas', password: PASSWORD },
      { remoteAddress, withCaptcha: true },
    );
    expect(passwordOnly.json()).toMatchObject({ success: true, value: { staff: { hasSecondFactor: false } } });
    expect(await auditOf(app, 'staff.totp.reset')).toEqual([
      expect.objectContaining({ staffUsername: 'admin', targetId: String(staff.id) }),
    ]);
  });

  it('an admin requires a second factor for all staff: staff without one must enrol before any other call', async () => {
    const { app } = use();
    await createStaffMember(app, 'ada', ['admin']);
    await createStaffMember(app, 'una', ['support']);
    const ada = await postStaffLogin(app, { username: 'ada', password: PASSWORD }, { remoteAddress: '203.0.113.40' });
    const adaHeaders = bearer(ada);
    const early = await app.inject({
      method: 'PUT',
      url: '/api/admin/staff-settings',
      headers: adaHeaders,
      payload: { requireSecondFactor: true },
    });
    expect(early.json()).toMatchObject({ success: false, code: 'TOTP_NOT_SET_UP' });
    const { headers: adaEnrolled } = await enrolAuthenticator(app, 'ada', '203.0.113.40');
    const turnedOn = await app.inject({
      method: 'PUT',
      url: '/api/admin/staff-settings',
      headers: adaEnrolled,
      payload: { requireSecondFactor: true },
    });
    expect(turnedOn.json()).toMatchObject({ success: true, value: { requireSecondFactor: true } });

    const una = await postStaffLogin(app, { username: 'una', password: PASSWORD }, { remoteAddress: '203.0.113.41' });
    expect(una.json()).toMatchObject({ success: true, value: { staff: { mustEnrolSecondFactor: true } } });
    const unaHeaders = bearer(una);
    const held = await app.inject({ method: 'GET', url: '/api/admin/merchants', headers: unaHeaders });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROL_REQUIRED' });
    const session = await app.inject({ method: 'GET', url: '/api/admin/session', headers: unaHeaders });
    expect(session.json()).toMatchObject({ value: { username: 'una', mustEnrolSecondFactor: true } });
    await enrolAuthenticator(app, 'una', '203.0.113.41');
    expect((await app.inject({ method: 'GET', url: '/api/admin/merchants', headers: unaHeaders })).statusCode).toBe(
      200,
    );
    const offByNonAdmin = await app.inject({
      method: 'PUT',
      url: '/api/admin/staff-settings',
      headers: unaHeaders,
      payload: { requireSecondFactor: false },
    });
    expect(offByNonAdmin.statusCode).toBe(403);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/staff-settings',
      headers: adaEnrolled,
      payload: { requireSecondFactor: false },
    });
    expect(await auditOf(app, 'staff.settings.update')).toHaveLength(2);
  });
});
