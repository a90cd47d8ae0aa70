import type { MemberSummary } from '@fortuna/contracts/members';
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
