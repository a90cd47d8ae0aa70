import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { merchantPaymentSettings, paymentChannels } from '../../db/schema/index';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type ChannelInsert = typeof paymentChannels.$inferInsert;
export type PaymentSettingsRow = typeof merchantPaymentSettings.$inferSelect;

export function findChannels(db: DbOrTx, merchantId: number, activeOnly: boolean): Promise<ChannelRow[]> {
  const where = activeOnly
    ? and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.status, 'active'))
    : eq(paymentChannels.merchantId, merchantId);
  return db.select().from(paymentChannels).where(where).orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannelById(db: DbOrTx, id: number): Promise<ChannelRow | undefined> {
  const rows = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id)).limit(1);
  return rows[0];
}

export async function findChannelByCode(db: DbOrTx, merchantId: number, code: string): Promise<ChannelRow | undefined> {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, code)))
    .limit(1);
  return rows[0];
}

export function findChannelsByIds(db: DbOrTx, ids: number[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(paymentChannels).where(inArray(paymentChannels.id, ids));
}

export async function insertChannel(db: DbOrTx, values: ChannelInsert): Promise<ChannelRow> {
  const [row] = await db.insert(paymentChannels).values(values).returning();
  if (!row) throw new Error('channel not inserted');
  return row;
}

export async function updateChannel(db: DbOrTx, id: number, values: Partial<ChannelInsert>): Promise<ChannelRow> {
  const [row] = await db
    .update(paymentChannels)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentChannels.id, id))
    .returning();
  if (!row) throw new Error('channel vanished');
  return row;
}

/** The merchant's payment settings, created with the defaults on first use. */
export async function paymentSettingsOf(db: DbOrTx, merchantId: number): Promise<PaymentSettingsRow> {
  const [known] = await db
    .select()
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantId, merchantId))
    .limit(1);
  if (known) return known;
  await db.insert(merchantPaymentSettings).values({ merchantId }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantId, merchantId))
    .limit(1);
  if (!rows[0]) throw new Error('payment settings vanished');
  return rows[0];
}

export async function updatePaymentSettings(
  db: DbOrTx,
  merchantId: number,
  values: Partial<Pick<PaymentSettingsRow, 'timeZone' | 'p2pAutoReceiptMinutes'>>,
): Promise<PaymentSettingsRow> {
  await paymentSettingsOf(db, merchantId);
  const [row] = await db
    .update(merchantPaymentSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(merchantPaymentSettings.merchantId, merchantId))
    .returning();
  if (!row) throw new Error('payment settings vanished');
  return row;
}
