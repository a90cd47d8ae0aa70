/** English texts of the header vendor list and the footer vendors. */
export const enVendors = {
  vendors: {
    header: 'Providers',
    count: 'Game providers ({{count}})',
    footer: 'Game providers',
    maintenance: 'Maintenance',
  },
};
