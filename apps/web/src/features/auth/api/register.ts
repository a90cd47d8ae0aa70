import { API } from '@fortuna/contracts/api-paths';
import { type Affiliate, affiliateSchema, type RegisterInput } from '@fortuna/contracts/auth';
import { type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { type RegisterRules, registerRulesSchema } from '@fortuna/contracts/settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { createChallengeField } from '../../../lib/challenge';

export type RegisterMode = 'username' | 'mobile';

/** The merchant's registration field rules; permission info carries a copy to show the form at once. */
export function registerRulesQuery(initialRules: RegisterRules) {
  return queryOptions({
    queryKey: ['system', 'register-rules'],
    queryFn: ({ signal }) => apiRequest(API.registerSettings, registerRulesSchema, { signal }),
    placeholderData: initialRules,
    staleTime: 5 * 60_000,
  });
}

/** Checks an invitation code before registering: INVITATION_CODE_INVALID when it names no agent. */
export function verifyAffiliateCode(code: string, domain: string): Promise<Affiliate> {
  return apiRequest(API.affiliate, affiliateSchema, { query: { code, domain } });
}

/** Creates the account (encrypted); the answer signs it in. */
export async function registerAccount(mode: RegisterMode, payload: RegisterInput): Promise<LoginResult> {
  const challenge = await createChallengeField();
  return apiRequest(mode === 'mobile' ? API.registerMobile : API.register, loginResultSchema, {
    method: 'PUT',
    body: { ...payload, challenge },
    encrypted: true,
  });
}
