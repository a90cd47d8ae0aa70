import { clearSessionExcept, readStorage, writeStorage } from './storage';

/** Session storage keys of spec §3. */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  isTrial: 'isTrial',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

export function getToken(): string | null {
  const token = readStorage('session', SESSION_KEYS.token);
  return token ? token : null;
}

/** The merchant code remembered from permission info, sent with later calls. */
export function getMerchant(): string | null {
  const merchant = readStorage('session', SESSION_KEYS.merchant);
  return merchant ? merchant : null;
}

export function isAgentSession(): boolean {
  return getToken() !== null && readStorage('session', SESSION_KEYS.isAgent) === 'true';
}

/** Whether the tab is signed in with a free-play (trial) account. */
export function isTrialSession(): boolean {
  return getToken() !== null && readStorage('session', SESSION_KEYS.isTrial) === 'true';
}

/** The account-type flags kept beside the token (spec §4: logged-in, agent, trial). */
export interface SessionFlags {
  isAgent: boolean;
  isTrial: boolean;
}

/** Keeps the merchant identity for the tab (session) and across visits (local, spec §3). */
export function rememberMerchant(merchantCode: string): void {
  writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  writeStorage('session', SESSION_KEYS.merchant, merchantCode);
  writeStorage('local', SESSION_KEYS.merchantCode, merchantCode);
}

/** Keeps the token and the account-type flags for the tab, as spec §3 and §4 describe. */
export function saveSession(token: string, flags: SessionFlags): void {
  writeStorage('session', SESSION_KEYS.token, token);
  writeStorage('session', SESSION_KEYS.isAgent, String(flags.isAgent));
  writeStorage('session', SESSION_KEYS.isTrial, String(flags.isTrial));
}

/** Sign-out clears the session but keeps the merchant values (spec §4). */
export function clearSessionKeepingMerchant(): void {
  clearSessionExcept([SESSION_KEYS.merchant, SESSION_KEYS.merchantCode]);
}
