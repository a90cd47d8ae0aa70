import type { Whitelabel } from '@fortuna/contracts/settings';

export type ResetMethod = 'email' | 'phone';

/**
 * The password reset methods the merchant enables (spec §2: flags CHNGPASSMAIL3 and
 * CHNGPASSVERIF3). The popup offers a choice only when both are on.
 */
export function availableResetMethods(whitelabel: Pick<Whitelabel, 'resetByEmail' | 'resetByPhone'>): ResetMethod[] {
  const methods: ResetMethod[] = [];
  if (whitelabel.resetByEmail) methods.push('email');
  if (whitelabel.resetByPhone) methods.push('phone');
  return methods;
}

export function offersResetChoice(methods: readonly ResetMethod[]): boolean {
  return methods.length > 1;
}
