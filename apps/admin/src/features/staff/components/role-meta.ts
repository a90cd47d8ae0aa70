import type { StaffRole } from '@fortuna/contracts/staff';
import type { BadgeTone } from '../../../ui/Badge';

export const ROLE_META: Record<StaffRole, { label: string; hint: string; tone: BadgeTone }> = {
  admin: { label: 'Admin', hint: 'Everything, including merchants, settings and staff', tone: 'accent' },
  finance: { label: 'Finance', hint: 'Deposits, withdrawals and reports', tone: 'success' },
  risk: { label: 'Risk', hint: 'Fraud checks, limits and account locks', tone: 'warning' },
  support: { label: 'Support', hint: 'Player help, live chat and unlocks', tone: 'info' },
  operator: { label: 'Operator', hint: 'Content, games and day-to-day operations', tone: 'neutral' },
};
