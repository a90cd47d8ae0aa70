import type { Staff, StaffRole } from '@fortuna/contracts/staff';
import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './nav-items';

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

const labels = (staff: Staff | null) => visibleNavItems(staff).map((item) => item.label);

describe('visibleNavItems', () => {
  it('shows the outbox and IP locks to admin, risk and support', () => {
    for (const role of ['admin', 'risk', 'support'] as const) {
      expect(labels(staffWith(role))).toEqual(expect.arrayContaining(['Outbox', 'IP locks']));
    }
  });

  it('hides them from the other roles, who keep the rest', () => {
    for (const role of ['finance', 'operator'] as const) {
      const visible = labels(staffWith(role));
      expect(visible).not.toContain('Outbox');
      expect(visible).not.toContain('IP locks');
      expect(visible).toContain('Audit log');
    }
    expect(labels(staffWith('finance'))).toContain('Members');
    // Operators look after games and content: the member list is not theirs (the server refuses it too).
    expect(labels(staffWith('operator'))).not.toContain('Members');
    expect(labels(null)).not.toContain('Outbox');
  });

  it('shows them when any of several roles allows it', () => {
    expect(labels(staffWith('finance', 'support'))).toContain('IP locks');
  });
});

describe('Games entry', () => {
  it('is shown to every staff role', () => {
    for (const role of ['admin', 'finance', 'risk', 'support', 'operator'] as const) {
      expect(labels(staffWith(role))).toContain('Games');
    }
  });
});

describe('Help centre entry', () => {
  it('is shown to every staff role, after Content', () => {
    for (const role of ['admin', 'finance', 'risk', 'support', 'operator'] as const) {
      const visible = labels(staffWith(role));
      expect(visible.indexOf('Help centre')).toBe(visible.indexOf('Content') + 1);
    }
  });
});

describe('Content entry', () => {
  it('is shown to every staff role, after Games', () => {
    for (const role of ['admin', 'finance', 'risk', 'support', 'operator'] as const) {
      const visible = labels(staffWith(role));
      expect(visible).toContain('Content');
      expect(visible.indexOf('Content')).toBe(visible.indexOf('Games') + 1);
    }
  });
});

describe('Sports desk entry', () => {
  it('is shown to administrators and operators only', () => {
    for (const role of ['admin', 'operator'] as const) expect(labels(staffWith(role))).toContain('Sports desk');
    for (const role of ['finance', 'risk', 'support'] as const)
      expect(labels(staffWith(role))).not.toContain('Sports desk');
  });
});
