import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** Wallet figures besides the main balance (consolidated funds, vendor wallets, downlines). */
export const walletQueryRoot = [...MEMBER_QUERY_ROOT, 'wallet'] as const;
