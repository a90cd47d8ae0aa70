import { smsBindSchema, smsNoLoginSchema, smsRegisterSchema } from '@fortuna/contracts/auth';
import { ok } from '@fortuna/contracts/envelope';
import { countryDialingCodes } from '@fortuna/contracts/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { sendBindCode } from '../profile/profile.service';
import { requireRealMember } from '../sessions/member-auth';
import { findAccountByMobile } from '../sessions/sessions.repo';
import { requireMobile } from './sms-codes';

const tags = ['Accounts'];
const COUNTRIES = countryDialingCodes();
/** The SMS routes' own ceiling per address; the finer per-number limits live with the codes. */
const SMS_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);

  app.get('/wps/system/countryCodes', { schema: { tags, summary: 'Countries and dialing codes' } }, async () =>
    ok(COUNTRIES),
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: { tags, summary: 'An SMS code for SMS login or a phone password reset', body: smsNoLoginSchema },
      config: { rateLimit: SMS_RATE_LIMIT },
    },
    async (request) => {
      const { whitelabel } = request.merchant;
      if (!whitelabel.smsLogin && !whitelabel.resetByPhone) throw new AppError('FEATURE_DISABLED');
      await app.challenges.redeem(request.body.challenge, whitelabel.requireChallenge);
      const mobile = requireMobile(request.body.countryDialingCode, request.body.mobileNum);
      const account = await findAccountByMobile(app.db, request.merchant.id, mobile.dialingCode, mobile.nationalNumber);
      const deliver = account !== undefined && account.status === 'active';
      return ok(await app.smsCodes.send(request.merchant, mobile, 'login', request.ip, { deliver }));
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: { tags, summary: 'An SMS code for registration', body: smsRegisterSchema },
      config: { rateLimit: SMS_RATE_LIMIT },
    },
    async (request) => {
      const { whitelabel } = request.merchant;
      if (!whitelabel.mobileRegistration && !whitelabel.smsVerification) throw new AppError('FEATURE_DISABLED');
      await app.challenges.redeem(request.body.challenge, whitelabel.requireChallenge);
      const mobile = requireMobile(request.body.countryDialingCode, request.body.mobileNo);
      if (await findAccountByMobile(app.db, request.merchant.id, mobile.dialingCode, mobile.nationalNumber)) {
        throw new AppError('PHONE_TAKEN');
      }
      return ok(await app.smsCodes.send(request.merchant, mobile, 'register', request.ip));
    },
  );

  app.post(
    '/wps/verification/sms/bind',
    {
      schema: { tags, summary: 'An SMS code to bind a mobile number to the signed-in account', body: smsBindSchema },
      onRequest: requireRealMember,
      config: { rateLimit: SMS_RATE_LIMIT },
    },
    async (request) => ok(await sendBindCode(app, request.merchant, request.body, request.ip)),
  );
};
