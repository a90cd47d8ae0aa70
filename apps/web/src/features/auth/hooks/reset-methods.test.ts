import { describe, expect, it } from 'vitest';
import { availableResetMethods, offersResetChoice } from './reset-methods';

describe('availableResetMethods', () => {
  it('offers the choice only when both methods are enabled', () => {
    const both = availableResetMethods({ resetByEmail: true, resetByPhone: true });
    expect(both).toEqual(['email', 'phone']);
    expect(offersResetChoice(both)).toBe(true);
  });

  it('uses the one enabled method without a choice', () => {
    const email = availableResetMethods({ resetByEmail: true, resetByPhone: false });
    const phone = availableResetMethods({ resetByEmail: false, resetByPhone: true });
    expect(email).toEqual(['email']);
    expect(phone).toEqual(['phone']);
    expect(offersResetChoice(email)).toBe(false);
    expect(offersResetChoice(phone)).toBe(false);
  });

  it('offers nothing when both are off', () => {
    expect(availableResetMethods({ resetByEmail: false, resetByPhone: false })).toEqual([]);
  });
});
