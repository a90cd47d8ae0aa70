import { describe, expect, it } from 'vitest';
import { remarkFor, systemRemark } from './ledger-remarks';

describe('ledger remarks in the member’s language', () => {
  it('shows the platform’s own remarks in Vietnamese or English, and keeps the English for staff', () => {
    const metadata = systemRemark({ kind: 'withdrawal', orderNo: 'W2026112700001' });
    expect(metadata.remark).toBe('Withdrawal W2026112700001');
    expect(remarkFor(metadata, 'TY')).toBe('Rút tiền W2026112700001');
    expect(remarkFor(metadata, 'EN')).toBe('Withdrawal W2026112700001');
    expect(remarkFor(systemRemark({ kind: 'starting_balance' }), 'TY')).toBe('Số dư ban đầu');
  });

  it('reads entries written before remarks carried their kind', () => {
    expect(remarkFor({ remark: 'Deposit D20261127ABCDEF0123' }, 'TY')).toBe('Nạp tiền D20261127ABCDEF0123');
    expect(remarkFor({ remark: 'Free trial demo balance' }, 'TY')).toBe('Số dư chơi thử');
  });

  it('shows what a person typed as it was typed, and falls back to the site’s default language', () => {
    expect(remarkFor({ remark: 'Tiền cà phê' }, 'EN')).toBe('Tiền cà phê');
    expect(remarkFor({ remark: 'Deposit bonus for May' }, 'TY')).toBe('Deposit bonus for May');
    expect(remarkFor(systemRemark({ kind: 'deposit', orderNo: 'D1' }), 'XX')).toBe('Nạp tiền D1');
    expect(remarkFor({}, 'TY')).toBe('');
  });
});
