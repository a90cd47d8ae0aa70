/** HTTP paths shared by the server and the front ends. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  permissionInfo: '/wps/system/permission/info',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  paymentPassword: '/wps/member/paymentPassword',
  changePassword: '/wps/member/password',
  sessions: '/wps/member/sessions',
  otherSessions: '/wps/member/sessions/others',
  balance: '/wps/v2/wallets/balance',
  transactions: '/wps/wallet/transactions',
  transferUpline: '/wps/wallet/transfer/upline',
  transferDownline: '/wps/wallet/transfer/downline',
  downlines: '/wps/wallet/downlines',
  vendorWallets: '/wps/wallet/vendors',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  admin: {
    login: '/api/admin/session/login',
    session: '/api/admin/session',
    merchants: '/api/admin/merchants',
    merchant: (id: number) => `/api/admin/merchants/${id}`,
    settings: (id: number) => `/api/admin/merchants/${id}/settings`,
    maintenance: (id: number) => `/api/admin/merchants/${id}/maintenance`,
    audit: '/api/admin/audit',
    staff: '/api/admin/staff',
    members: '/api/admin/members',
    memberStatus: (id: number) => `/api/admin/members/${id}/status`,
    memberSessions: (id: number) => `/api/admin/members/${id}/sessions`,
  },
} as const;

/** Socket.IO event names. */
export const SOCKET_EVENTS = {
  systemStatus: 'system:status',
  /** A member's balance after a posted transfer that touched it; payload is a Balance. */
  balance: 'wallet:balance',
} as const;
