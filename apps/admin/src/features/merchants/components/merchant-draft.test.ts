import type { Merchant } from '@fortuna/contracts/merchants';
import { describe, expect, it } from 'vitest';
import { changedFields, draftFromMerchant, isUnchanged } from './merchant-draft';

const merchant: Merchant = {
  id: 7,
  code: 'DEMO',
  name: 'Fortuna Demo',
  currency: 'VND',
  currencySymbol: '₫',
  status: 'active',
  domains: [{ domain: 'play.example.com', isMain: true }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('changedFields', () => {
  it('sends only what changed, plus the domain list', () => {
    const changes = changedFields(merchant, { name: 'Fortuna Asia', currency: 'VND', status: 'active' });
    expect(changes).toEqual({ name: 'Fortuna Asia', domains: merchant.domains });
    expect(isUnchanged(merchant, changes)).toBe(false);
  });

  it('keeps the stored domains when the edit has none, so the server does not clear them', () => {
    expect(changedFields(merchant, { status: 'disabled' })).toEqual({
      status: 'disabled',
      domains: merchant.domains,
    });
  });

  it('recognises an edit that changes nothing', () => {
    const changes = changedFields(merchant, { name: 'Fortuna Demo', domains: [...merchant.domains] });
    expect(isUnchanged(merchant, changes)).toBe(true);
  });

  it('sees a new main domain as a change', () => {
    const domains = [
      { domain: 'play.example.com', isMain: false },
      { domain: 'm.example.com', isMain: true },
    ];
    expect(isUnchanged(merchant, changedFields(merchant, { domains }))).toBe(false);
  });
});

describe('draftFromMerchant', () => {
  it('starts a new merchant empty and active', () => {
    expect(draftFromMerchant()).toMatchObject({ code: '', status: 'active', domains: [] });
  });

  it('gives every domain row its own key', () => {
    const draft = draftFromMerchant({
      ...merchant,
      domains: [...merchant.domains, { domain: 'b.example.com', isMain: false }],
    });
    const keys = draft.domains.map((row) => row.key);
    expect(new Set(keys).size).toBe(2);
  });
});
