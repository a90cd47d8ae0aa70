import type { MemberDetail, MemberSummary } from '@fortuna/contracts/members';
import { decimalToMinor, formatMoney } from '@fortuna/contracts/money';
import type { BadgeTone } from '../../../ui/Badge';

const TYPE_LABELS: Record<number, string> = {
  0: 'Member',
  1: 'Agent',
  2: 'Agent',
  4: 'Trial',
  41: 'Agent',
  42: 'Agent',
};

export function memberTypeLabel(type: number): string {
  return TYPE_LABELS[type] ?? `Type ${type}`;
}

export const STATUS_META: Record<MemberSummary['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'warning' },
  closed: { label: 'Closed', tone: 'neutral' },
};

/** "₫1,000,000.00"; the raw text if the server sent something that is not an amount. */
export function formatBalance(member: Pick<MemberSummary, 'balance' | 'currencySymbol'>): string {
  const minor = decimalToMinor(member.balance);
  return minor === null ? `${member.currencySymbol}${member.balance}` : formatMoney(minor, member.currencySymbol);
}

export interface MemberLockState {
  /** Failed sign-ins lock the account right now. */
  isLocked: boolean;
  /** When the lock lifts by itself, while locked. */
  lockedUntil: string | null;
  recentFailures: number;
  /** Unlocking does something: it lifts a lock or clears failures that count towards the next one. */
  canUnlock: boolean;
}

/** Reads the sign-in lock of a member; a lock whose time has passed by this clock no longer counts. */
export function memberLockState(
  member: Pick<MemberDetail, 'lockedUntil' | 'recentFailures'>,
  now: number = Date.now(),
): MemberLockState {
  const until = member.lockedUntil === null ? Number.NaN : new Date(member.lockedUntil).getTime();
  // An unreadable time is treated as locked: the server said there is a lock.
  const isLocked = member.lockedUntil !== null && (Number.isNaN(until) || until > now);
  const recentFailures = Math.max(0, member.recentFailures);
  return {
    isLocked,
    lockedUntil: isLocked ? member.lockedUntil : null,
    recentFailures,
    canUnlock: isLocked || recentFailures > 0,
  };
}

/** What the list page passes to a member's page, so "back" returns to the same merchant, search and page. */
export interface MemberLinkState {
  from: string;
}

/**
 * Where the back link of a member's page goes: the list the staff member came from, or the list of the
 * member's merchant when the page was opened directly. Only a Members address is accepted.
 */
export function membersListHref(state: unknown, merchantId: number | undefined): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state as { from: unknown };
    if (typeof from === 'string' && /^\/members(?:\?|$)/.test(from)) return from;
  }
  return merchantId === undefined ? '/members' : `/members?merchant=${merchantId}`;
}
