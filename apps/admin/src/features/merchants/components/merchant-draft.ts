import type { Merchant, UpdateMerchant } from '@fortuna/contracts/merchants';
import { isDeepEqual } from '../../../lib/deep-equal';

export type MerchantStatus = Merchant['status'];

export interface DomainRow {
  /** Stable React key; not sent to the server. */
  key: number;
  domain: string;
  isMain: boolean;
}

export interface MerchantDraft {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  status: MerchantStatus;
  domains: DomainRow[];
}

let nextRowKey = 1;

export function newDomainRow(domain = '', isMain = false): DomainRow {
  return { key: nextRowKey++, domain, isMain };
}

export function draftFromMerchant(merchant?: Merchant): MerchantDraft {
  if (!merchant) {
    return { code: '', name: '', currency: '', currencySymbol: '', status: 'active', domains: [] };
  }
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    status: merchant.status,
    domains: merchant.domains.map((item) => newDomainRow(item.domain, item.isMain)),
  };
}

export function domainsOf(draft: MerchantDraft) {
  return draft.domains.map(({ domain, isMain }) => ({ domain, isMain }));
}

/**
 * The fields of a validated edit that differ from the stored merchant, so PATCH carries only changes.
 * Domains are always sent: the update schema defaults a missing domain list to [], which would clear it.
 */
export function changedFields(merchant: Merchant, update: UpdateMerchant): UpdateMerchant {
  const changes: UpdateMerchant = { domains: update.domains ?? merchant.domains };
  if (update.name !== undefined && update.name !== merchant.name) changes.name = update.name;
  if (update.currency !== undefined && update.currency !== merchant.currency) changes.currency = update.currency;
  if (update.currencySymbol !== undefined && update.currencySymbol !== merchant.currencySymbol) {
    changes.currencySymbol = update.currencySymbol;
  }
  if (update.status !== undefined && update.status !== merchant.status) changes.status = update.status;
  return changes;
}

/** True when an edit would leave the merchant exactly as it is. */
export function isUnchanged(merchant: Merchant, changes: UpdateMerchant): boolean {
  const { domains, ...fields } = changes;
  return Object.keys(fields).length === 0 && isDeepEqual(domains, merchant.domains);
}
