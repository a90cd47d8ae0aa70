import type { Staff, StaffRole } from '@fortuna/contracts/staff';
import { describe, expect, it } from 'vitest';
import { visibleNavItems } from '../../app/shell/nav-items';
import { canManageAgents, canReadAgents } from './agents-access';

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

describe('agent access', () => {
  it('lets admins, finance and support read the agent pages', () => {
    for (const role of ['admin', 'finance', 'support'] as const) expect(canReadAgents(staffWith(role))).toBe(true);
    for (const role of ['risk', 'operator'] as const) expect(canReadAgents(staffWith(role))).toBe(false);
    expect(canReadAgents(null)).toBe(false);
  });

  it('lets only admins act', () => {
    expect(canManageAgents(staffWith('admin'))).toBe(true);
    expect(canManageAgents(staffWith('finance', 'support'))).toBe(false);
    expect(canManageAgents(null)).toBe(false);
  });

  it('shows the Agents entry after Finance to the readers only', () => {
    const labels = (staff: Staff | null) => visibleNavItems(staff).map((item) => item.label);
    const admin = labels(staffWith('admin'));
    expect(admin.indexOf('Agents')).toBe(admin.indexOf('Finance') + 1);
    expect(labels(staffWith('support'))).toContain('Agents');
    expect(labels(staffWith('operator'))).not.toContain('Agents');
  });
});
