import type { enVendors } from './en-vendors';

/** Vietnamese (TY) texts of the header vendor list and the footer vendors. */
export const tyVendors: typeof enVendors = {
  vendors: {
    header: 'Nhà cung cấp',
    count: 'Nhà cung cấp trò chơi ({{count}})',
    footer: 'Nhà cung cấp trò chơi',
    maintenance: 'Bảo trì',
  },
};
