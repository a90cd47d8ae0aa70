import { API } from '@fortuna/contracts/api-paths';
import { type SmsSent, smsSentSchema } from '@fortuna/contracts/auth';
import { apiRequest } from '../../../api/client';
import { createChallengeField } from '../../../lib/challenge';

/** A mobile number as the forms hold it: dialing code without "+", and the number typed. */
export interface MobileTarget {
  countryDialingCode: string;
  mobile: string;
}

/** A code for SMS sign-in or a phone password reset (answered alike for unknown numbers). */
export async function requestNoLoginSms({ countryDialingCode, mobile }: MobileTarget): Promise<SmsSent> {
  const challenge = await createChallengeField();
  return apiRequest(API.smsNoLogin, smsSentSchema, {
    method: 'POST',
    body: { mobileNum: mobile, countryDialingCode, challenge },
  });
}

/** A code that confirms the number of a new account (PHONE_TAKEN when it is registered already). */
export async function requestRegisterSms({ countryDialingCode, mobile }: MobileTarget): Promise<SmsSent> {
  const challenge = await createChallengeField();
  return apiRequest(API.smsRegister, smsSentSchema, {
    method: 'POST',
    body: { mobileNo: mobile, countryDialingCode, challenge },
  });
}
