import type { Staff, StaffRole } from '@fortuna/contracts/staff';
import { describe, expect, it } from 'vitest';
import { canManageCatalogue, canManageContent } from './permissions';

function staffWith(...roles: StaffRole[]): Staff {
  return {
    id: 1,
    username: 'someone',
    displayName: 'Someone',
    roles,
    status: 'active',
    isLocked: false,
    hasSecondFactor: false,
  };
}

describe('canManageCatalogue', () => {
  it('lets admins and operators change vendors and games', () => {
    expect(canManageCatalogue(staffWith('admin'))).toBe(true);
    expect(canManageCatalogue(staffWith('operator'))).toBe(true);
    expect(canManageCatalogue(staffWith('support', 'operator'))).toBe(true);
  });

  it('keeps the other roles to reading', () => {
    for (const role of ['finance', 'risk', 'support'] as const) expect(canManageCatalogue(staffWith(role))).toBe(false);
    expect(canManageCatalogue(null)).toBe(false);
  });
});

describe('canManageContent', () => {
  it('lets admins and operators publish content', () => {
    expect(canManageContent(staffWith('admin'))).toBe(true);
    expect(canManageContent(staffWith('operator'))).toBe(true);
    expect(canManageContent(staffWith('finance', 'operator'))).toBe(true);
  });

  it('keeps the other roles to reading', () => {
    for (const role of ['finance', 'risk', 'support'] as const) expect(canManageContent(staffWith(role))).toBe(false);
    expect(canManageContent(null)).toBe(false);
  });
});
