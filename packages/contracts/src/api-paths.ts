/** HTTP paths shared by the server and the front ends. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  permissionInfo: '/wps/system/permission/info',
  admin: {
    login: '/api/admin/session/login',
    session: '/api/admin/session',
    merchants: '/api/admin/merchants',
    merchant: (id: number) => `/api/admin/merchants/${id}`,
    settings: (id: number) => `/api/admin/merchants/${id}/settings`,
    maintenance: (id: number) => `/api/admin/merchants/${id}/maintenance`,
    audit: '/api/admin/audit',
    staff: '/api/admin/staff',
  },
} as const;

/** Socket.IO event names. */
export const SOCKET_EVENTS = {
  systemStatus: 'system:status',
} as const;
