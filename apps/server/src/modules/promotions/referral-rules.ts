import { BlockList, isIP } from 'node:net';
import type { ReferralRefusal } from '@fortuna/contracts/referral';

/** A merchant's invite-and-earn terms in minor units (no settings row: no reward). */
export interface ReferralTerms {
  rewardMinor: bigint;
  wallet: 'main' | 'bonus';
  wageringMultiple: number;
  minFirstDepositMinor: bigint;
  minValidBetMinor: bigint;
}

export const NO_REFERRAL_TERMS: ReferralTerms = {
  rewardMinor: 0n,
  wallet: 'bonus',
  wageringMultiple: 0,
  minFirstDepositMinor: 0n,
  minValidBetMinor: 0n,
};

/** What an invitee has done so far. */
export interface InviteeFacts {
  firstDepositMinor: bigint | null;
  validBetMinor: bigint;
}

export function isDepositMet(terms: ReferralTerms, facts: InviteeFacts): boolean {
  return facts.firstDepositMinor !== null && facts.firstDepositMinor >= terms.minFirstDepositMinor;
}

export function isValidBetMet(terms: ReferralTerms, facts: InviteeFacts): boolean {
  return facts.validBetMinor >= terms.minValidBetMinor;
}

/**
 * Whether the inviter is owed the reward: the merchant pays one, and the invitee made a first deposit of at
 * least the minimum (a first deposit is always needed) and reached the valid bet asked.
 */
export function qualifiesForReward(terms: ReferralTerms, facts: InviteeFacts): boolean {
  return terms.rewardMinor > 0n && isDepositMet(terms, facts) && isValidBetMet(terms, facts);
}

/**
 * Addresses that say nothing about a person: loopback and private networks are a proxy or the machine itself
 * (every visitor behind an unconfigured proxy shares one), so sharing one is no signal.
 */
const NON_PERSONAL_ADDRESSES = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  return list;
})();

export function isPersonalAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 0) return false;
  return !NON_PERSONAL_ADDRESSES.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** The shared signals that refuse a referral, most telling first (an address shared only through a proxy is none). */
export function refusalsOf(signals: { signal: ReferralRefusal; value: string }[]): ReferralRefusal[] {
  const order: ReferralRefusal[] = ['self', 'device', 'payee_account', 'ip'];
  const found = new Set(
    signals.filter((item) => item.signal !== 'ip' || isPersonalAddress(item.value)).map((item) => item.signal),
  );
  return order.filter((signal) => found.has(signal));
}
