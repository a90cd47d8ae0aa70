import type { Staff } from '@fortuna/contracts/staff';
import { canManageContent } from '../../session/permissions';
import { canManageFinance } from '../finance/finance-access';

export const PROMOTIONS_AUDIENCE = 'administrators, operators and finance staff';

/** Operators write promotions; operators and finance decide applications (admin holds every role). */
export function canReadPromotions(staff: Staff | null): boolean {
  return canManageContent(staff) || canManageFinance(staff);
}
