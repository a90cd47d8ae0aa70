import type { WageringStatus } from '@fortuna/contracts/payments';
import { describe, expect, it } from 'vitest';
import { checkWithdrawForm, type WithdrawChoice, withdrawBlocker } from './withdraw-form';

const money = (minor: bigint) => ({ amount: (Number(minor) / 100).toFixed(2), amountMinor: String(minor) });
const MET: WageringStatus = { isMet: true, required: money(0n), achieved: money(0n), remaining: money(0n) };
const UNMET: WageringStatus = {
  isMet: false,
  required: money(5_000_000n),
  achieved: money(1_000_000n),
  remaining: money(4_000_000n),
};
const READY = { hasPaymentPassword: true, wagering: MET, payeeAccountCount: 1, channelCount: 2 };

describe('withdrawBlocker', () => {
  it('lets a member with everything in place withdraw', () => {
    expect(withdrawBlocker(READY)).toBeNull();
  });

  it('blocks while the wagering requirement is unmet, before anything else', () => {
    expect(withdrawBlocker({ ...READY, wagering: UNMET })).toBe('wageringNotMet');
    expect(withdrawBlocker({ ...READY, wagering: UNMET, hasPaymentPassword: false, payeeAccountCount: 0 })).toBe(
      'wageringNotMet',
    );
  });

  it('does not block on wagering that has not loaded yet', () => {
    expect(withdrawBlocker({ ...READY, wagering: undefined })).toBeNull();
  });

  it('needs a payment password, a bound account and a channel', () => {
    expect(withdrawBlocker({ ...READY, hasPaymentPassword: false })).toBe('noPaymentPassword');
    expect(withdrawBlocker({ ...READY, payeeAccountCount: 0 })).toBe('noPayeeAccount');
    expect(withdrawBlocker({ ...READY, channelCount: 0 })).toBe('noChannel');
  });
});

const CHOICE: WithdrawChoice = {
  channel: { id: 3, terms: { minMinor: 10_000_000n, maxMinor: 50_000_000_000n, feeBps: 0, feeFixedMinor: 0n } },
  payeeAccountId: 9,
  balanceMinor: 100_000_000n,
  needsSecondFactor: false,
};

describe('checkWithdrawForm', () => {
  it('builds the request', () => {
    expect(checkWithdrawForm({ amount: '200000', paymentPassword: '246810', secondFactorCode: '' }, CHOICE)).toEqual({
      isValid: true,
      body: { channelId: 3, payeeAccountId: 9, amount: '200000.00', paymentPassword: '246810', remark: '' },
    });
  });

  it('reports each missing or wrong field', () => {
    expect(
      checkWithdrawForm(
        { amount: '2000000', paymentPassword: '12a', secondFactorCode: '' },
        { ...CHOICE, payeeAccountId: null },
      ),
    ).toEqual({
      isValid: false,
      problems: { payeeAccount: 'required', amount: 'aboveBalance', paymentPassword: 'sixDigits' },
    });
    expect(
      checkWithdrawForm({ amount: '', paymentPassword: '', secondFactorCode: '' }, { ...CHOICE, channel: null }),
    ).toEqual({
      isValid: false,
      problems: { channel: 'required', paymentPassword: 'required' },
    });
  });

  it('asks for the authenticator code for a new account, and sends it', () => {
    const choice = { ...CHOICE, needsSecondFactor: true };
    expect(checkWithdrawForm({ amount: '200000', paymentPassword: '246810', secondFactorCode: '' }, choice)).toEqual({
      isValid: false,
      problems: { secondFactorCode: 'required' },
    });
    expect(
      checkWithdrawForm({ amount: '200000', paymentPassword: '246810', secondFactorCode: '123456' }, choice),
    ).toMatchObject({
      isValid: true,
      body: { secondFactorCode: '123456' },
    });
  });
});
