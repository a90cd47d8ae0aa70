import type {
  CreateMerchant,
  Merchant,
  MerchantSettings,
  UpdateMerchant,
  UpdateSettings,
} from '@fortuna/contracts/merchants';
import type { Maintenance } from '@fortuna/contracts/settings';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { MerchantCache } from './merchant-cache';
import { defaultMerchantSettings } from './merchant-defaults';
import {
  type DomainRow,
  findMerchantByCode,
  findMerchantByDomain,
  findMerchantById,
  insertMerchant,
  listDomains,
  listMerchants,
  lockMerchant,
  type MerchantRow,
  replaceDomains,
  updateMerchantRow,
} from './merchants.repo';

export interface MerchantLookup {
  /** Value of the `Merchant` request header, if any. */
  headerCode: string | undefined;
  hostname: string;
  defaultCode: string;
}

/** The merchant of a request: the Merchant header, else the request's domain, else the configured default. */
export async function resolveMerchant(db: Db, lookup: MerchantLookup, cache?: MerchantCache): Promise<MerchantRow> {
  const headerCode = lookup.headerCode?.trim().toUpperCase().slice(0, 32);
  const hostname = lookup.hostname.toLowerCase().slice(0, 253);
  const load = async () =>
    headerCode
      ? findMerchantByCode(db, headerCode)
      : ((await findMerchantByDomain(db, hostname)) ?? (await findMerchantByCode(db, lookup.defaultCode)));
  const merchant = cache ? await cache.get(`${headerCode ?? ''}|${hostname}`, load) : await load();
  if (merchant?.status !== 'active') throw new AppError('UNKNOWN_MERCHANT');
  return merchant;
}

export function settingsOf(row: MerchantRow): MerchantSettings {
  return {
    whitelabel: row.whitelabel,
    registerRules: row.registerRules,
    site: row.site,
    maintenance: row.maintenance,
    blockedCountries: row.blockedCountries,
  };
}

function present(row: MerchantRow, domains: DomainRow[]): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    status: row.status,
    domains: domains.filter((d) => d.merchantId === row.id).map((d) => ({ domain: d.domain, isMain: d.isMain })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMerchantsWithDomains(db: Db): Promise<Merchant[]> {
  const rows = await listMerchants(db);
  const domains = await listDomains(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, domains));
}

export async function getMerchantOrThrow(db: Db, id: number): Promise<MerchantRow> {
  const row = await findMerchantById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Merchant not found');
  return row;
}

function conflictOnDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That merchant code or domain is already in use');
  throw error;
}

export async function createMerchant(db: Db, actor: Actor, input: CreateMerchant): Promise<Merchant> {
  const { domains, ...fields } = input;
  return inTransaction(db, async (tx) => {
    const row = await insertMerchant(tx, { ...fields, ...defaultMerchantSettings() });
    await replaceDomains(tx, row.id, domains);
    await recordAudit(tx, actor, {
      action: 'merchant.create',
      targetType: 'merchant',
      targetId: row.id,
      merchantId: row.id,
      before: null,
      after: input,
    });
    return present(row, await listDomains(tx, [row.id]));
  }).catch(conflictOnDuplicate);
}

export async function updateMerchant(db: Db, actor: Actor, id: number, input: UpdateMerchant): Promise<Merchant> {
  const { domains, ...fields } = input;
  return inTransaction(db, async (tx) => {
    const before = await lockMerchant(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Merchant not found');
    const beforeDomains = await listDomains(tx, [id]);
    const row = (await updateMerchantRow(tx, id, fields)) ?? before;
    if (domains) await replaceDomains(tx, id, domains);
    const after = present(row, await listDomains(tx, [id]));
    await recordAudit(tx, actor, {
      action: 'merchant.update',
      targetType: 'merchant',
      targetId: id,
      merchantId: id,
      before: present(before, beforeDomains),
      after,
    });
    return after;
  }).catch(conflictOnDuplicate);
}

export async function updateSettings(
  db: Db,
  actor: Actor,
  id: number,
  changes: UpdateSettings,
  action = 'merchant.settings.update',
): Promise<MerchantSettings> {
  return inTransaction(db, async (tx) => {
    const before = await lockMerchant(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Merchant not found');
    const row = (await updateMerchantRow(tx, id, changes)) ?? before;
    const beforeSettings = settingsOf(before);
    const afterSettings = settingsOf(row);
    const changedKeys = Object.keys(changes).filter((key): key is keyof MerchantSettings => key in afterSettings);
    await recordAudit(tx, actor, {
      action,
      targetType: 'merchant',
      targetId: id,
      merchantId: id,
      before: Object.fromEntries(changedKeys.map((key) => [key, beforeSettings[key]])),
      after: Object.fromEntries(changedKeys.map((key) => [key, afterSettings[key]])),
    });
    return afterSettings;
  });
}

export async function setMaintenance(db: Db, actor: Actor, id: number, maintenance: Maintenance): Promise<Maintenance> {
  const settings = await updateSettings(db, actor, id, { maintenance }, 'merchant.maintenance.update');
  return settings.maintenance;
}
