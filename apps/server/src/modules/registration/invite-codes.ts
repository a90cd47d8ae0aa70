import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/index';

const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new account's code: an agent's affiliate code, a member's referral code (8 characters, no look-alikes). */
export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length]).join('');
}

/** The account's code, given one first if it was opened before every account had one. */
export async function ensureInviteCode(
  db: DbOrTx,
  account: { id: number; inviteCode: string | null },
): Promise<string> {
  if (account.inviteCode) return account.inviteCode;
  const code = newInviteCode();
  await db.update(accounts).set({ inviteCode: code }).where(eq(accounts.id, account.id));
  return code;
}
