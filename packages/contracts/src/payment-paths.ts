/**
 * The paths of the payment calls. No schemas here, so any module may import them: the site's start-up
 * code reaches this file through api-paths.ts, and must not pull the payment schemas in with it.
 */
export const PAYMENT_API = {
  channels: '/wps/payment/channels',
  deposits: '/wps/payment/deposits',
  deposit: (id: number) => `/wps/payment/deposits/${id}`,
  depositProofs: (id: number) => `/wps/payment/deposits/${id}/proofs`,
  depositProofFile: (id: number, proofId: number) => `/wps/payment/deposits/${id}/proofs/${proofId}`,
  depositCancel: (id: number) => `/wps/payment/deposits/${id}/cancel`,
  payeeAccounts: '/wps/payment/payee-accounts',
  payeeAccount: (id: number) => `/wps/payment/payee-accounts/${id}`,
  withdrawals: '/wps/payment/withdrawals',
  withdrawal: (id: number) => `/wps/payment/withdrawals/${id}`,
  withdrawalCancel: (id: number) => `/wps/payment/withdrawals/${id}/cancel`,
  wagering: '/wps/payment/wagering',
  gatewayCallback: '/wps/payment/gateway/callback',
  gatewaySimPage: (orderNo: string) => `/wps/payment/gateway-sim/pay/${orderNo}`,
  gatewaySimConfirm: (orderNo: string) => `/wps/payment/gateway-sim/pay/${orderNo}/confirm`,
  admin: {
    channels: '/api/admin/payments/channels',
    channel: (id: number) => `/api/admin/payments/channels/${id}`,
    settings: '/api/admin/payments/settings',
    deposits: '/api/admin/payments/deposits',
    depositApprove: (id: number) => `/api/admin/payments/deposits/${id}/approve`,
    depositReject: (id: number) => `/api/admin/payments/deposits/${id}/reject`,
    depositProofFile: (id: number, proofId: number) => `/api/admin/payments/deposits/${id}/proofs/${proofId}`,
    withdrawals: '/api/admin/payments/withdrawals',
    withdrawalApprove: (id: number) => `/api/admin/payments/withdrawals/${id}/approve`,
    withdrawalReject: (id: number) => `/api/admin/payments/withdrawals/${id}/reject`,
    dailyTotals: '/api/admin/payments/daily-totals',
    bonuses: '/api/admin/payments/bonuses',
  },
} as const;
