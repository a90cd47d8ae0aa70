import type { Staff } from '@fortuna/contracts/staff';
import { describe, expect, it } from 'vitest';
import { canReadRisk, canServeCustomers } from './service-access';

const staffWith = (...roles: Staff['roles']): Staff =>
  ({ id: 1, username: 'x', displayName: 'X', roles, status: 'active' }) as Staff;

describe('service access', () => {
  it('lets support and admins answer chats and feedback, not finance or operators', () => {
    expect(canServeCustomers(staffWith('support'))).toBe(true);
    expect(canServeCustomers(staffWith('admin'))).toBe(true);
    expect(canServeCustomers(staffWith('finance', 'operator'))).toBe(false);
    expect(canServeCustomers(null)).toBe(false);
  });

  it('lets risk, support and admins read the risk queue and identity reviews', () => {
    expect(canReadRisk(staffWith('risk'))).toBe(true);
    expect(canReadRisk(staffWith('finance'))).toBe(false);
  });
});
