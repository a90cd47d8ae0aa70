import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** Every payments query of the signed-in member (channels, orders, payee accounts, wagering). */
export const paymentsQueryRoot = [...MEMBER_QUERY_ROOT, 'payments'] as const;
