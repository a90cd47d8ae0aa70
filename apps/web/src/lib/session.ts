import { clearSessionExcept, readStorage, writeStorage } from './storage';

/** Session storage keys of spec §3. */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
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

/** Keeps the merchant identity for the tab (session) and across visits (local, spec §3). */
export function rememberMerchant(merchantCode: string): void {
  writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  writeStorage('session', SESSION_KEYS.merchant, merchantCode);
  writeStorage('local', SESSION_KEYS.merchantCode, merchantCode);
}

/** Keeps the token (and whether the account is an agent) for the tab, as spec §3 and §4 describe. */
export function saveSession(token: string, isAgent: boolean): void {
  writeStorage('session', SESSION_KEYS.token, token);
  writeStorage('session', SESSION_KEYS.isAgent, String(isAgent));
}

/** Sign-out clears the session but keeps the merchant values (spec §4). */
export function clearSessionKeepingMerchant(): void {
  clearSessionExcept([SESSION_KEYS.merchant, SESSION_KEYS.merchantCode]);
}
