import { ok } from '@fortuna/contracts/envelope';
import {
  createStaffSchema,
  staffLoginSchema,
  staffSecuritySettingsSchema,
  totpCodeSchema,
} from '@fortuna/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRateLimit } from '../../http/rate-limit';
import { bearerToken } from '../../security/tokens';
import { captchaIdOf, setCaptchaCookie } from '../sessions/session-cookies';
import {
  confirmTotpEnrolment,
  createStaff,
  listStaff,
  logoutStaff,
  presentSignedInStaff,
  resetStaffTotp,
  staffSecuritySettings,
  startTotpEnrolment,
  unlockStaff,
  updateStaffSecuritySettings,
} from './staff.service';
import { actorOf, requireStaff, requireStaffMayEnrol } from './staff-auth';
import { signInStaff } from './staff-sign-in';

const tags = ['Back office: staff'];

const LOGIN_RATE_LIMIT = loginRateLimit('staff-login');
/** The captcha cookie of staff sign-in travels only to the staff session calls. */
const STAFF_SESSION_PATH = '/api/admin/session';
const staffIdParams = z.object({ staffId: z.coerce.number().int().positive() });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/session/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in',
        description:
          'Failures may answer value { captcha: true }: then send captcha (image from /api/admin/session/captcha) and challenge. ' +
          'An account with an authenticator answers SECOND_FACTOR_REQUIRED until code is sent. ' +
          'Five failures lock the account (ACCOUNT_LOCKED) until an admin unlocks it.',
        body: staffLoginSchema,
      },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request) => ok(await signInStaff(app, request.body, { ip: request.ip, captchaId: captchaIdOf(request) })),
  );

  app.get(
    '/api/admin/session/captcha',
    {
      schema: { tags, summary: 'A captcha image for staff sign-in (value: data URL); its id travels in a cookie' },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const captcha = await app.captchas.issue();
      setCaptchaCookie(request, reply, captcha.id, STAFF_SESSION_PATH);
      reply.header('cache-control', 'no-store');
      return ok(captcha.image);
    },
  );

  app.get(
    '/api/admin/session/challenge',
    {
      schema: { tags, summary: 'A proof-of-work challenge for staff sign-in' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => ok(await app.challenges.create()),
  );

  app.get(
    '/api/admin/session',
    { schema: { tags, summary: 'The signed-in staff member' }, onRequest: requireStaffMayEnrol() },
    async (request) => ok(request.staff ? await presentSignedInStaff(app.db, request.staff) : null),
  );

  app.delete(
    '/api/admin/session',
    { schema: { tags, summary: 'Staff sign-out' }, onRequest: requireStaffMayEnrol() },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await logoutStaff(app.db, token);
      return ok(null);
    },
  );

  app.post(
    '/api/admin/session/totp',
    {
      schema: { tags, summary: 'Start authenticator enrolment: the secret and its otpauth:// URL' },
      onRequest: requireStaffMayEnrol(),
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) return ok(null);
      return ok(await startTotpEnrolment(app.db, app.secrets, staff));
    },
  );

  app.post(
    '/api/admin/session/totp/confirm',
    {
      schema: { tags, summary: 'Confirm authenticator enrolment with a code', body: totpCodeSchema },
      onRequest: requireStaffMayEnrol(),
    },
    async (request) => ok(await confirmTotpEnrolment(app.db, app.secrets, actorOf(request), request.body.code)),
  );

  app.get(
    '/api/admin/staff',
    { schema: { tags, summary: 'Staff accounts' }, onRequest: requireStaff('admin') },
    async () => ok(await listStaff(app.db)),
  );

  app.post(
    '/api/admin/staff',
    { schema: { tags, summary: 'Create a staff account', body: createStaffSchema }, onRequest: requireStaff('admin') },
    async (request) => ok(await createStaff(app.db, actorOf(request), request.body)),
  );

  app.post(
    '/api/admin/staff/:staffId/unlock',
    {
      schema: { tags, summary: 'Unlock a staff account locked by failed sign-ins', params: staffIdParams },
      onRequest: requireStaff('admin'),
    },
    async (request) => ok(await unlockStaff(app.db, actorOf(request), request.params.staffId)),
  );

  app.delete(
    '/api/admin/staff/:staffId/totp',
    {
      schema: { tags, summary: "Remove a staff member's authenticator (lost phone)", params: staffIdParams },
      onRequest: requireStaff('admin'),
    },
    async (request) => ok(await resetStaffTotp(app.db, actorOf(request), request.params.staffId)),
  );

  app.get(
    '/api/admin/staff-settings',
    { schema: { tags, summary: 'Back-office security settings' }, onRequest: requireStaff('admin') },
    async () => ok(await staffSecuritySettings(app.db)),
  );

  app.put(
    '/api/admin/staff-settings',
    {
      schema: { tags, summary: 'Require a second factor for all staff', body: staffSecuritySettingsSchema },
      onRequest: requireStaff('admin'),
    },
    async (request) => ok(await updateStaffSecuritySettings(app.db, actorOf(request), request.body)),
  );
};
