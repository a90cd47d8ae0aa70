import { describe, expect, it } from 'vitest';
import { actionTone } from './action-label';

describe('actionTone', () => {
  it('shows locks as dangerous and unlocks as restoring access', () => {
    expect(actionTone('member.lock')).toBe('danger');
    expect(actionTone('member.unlock')).toBe('success');
    expect(actionTone('ip_lock.unlock')).toBe('success');
  });

  it('keeps the other colours', () => {
    expect(actionTone('member.suspend')).toBe('danger');
    expect(actionTone('maintenance.update')).toBe('warning');
    expect(actionTone('merchant.create')).toBe('success');
    expect(actionTone('settings.update')).toBe('info');
    expect(actionTone('member.signout')).toBe('neutral');
  });
});
