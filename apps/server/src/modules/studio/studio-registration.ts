import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendors } from '../../db/schema/index';
import type { VendorKeys } from '../seamless/vendor-keys';
import { STUDIO_CATALOGUE } from './studio-catalogue';

export const STUDIO_LAUNCH_URL = '/studio/play/{gameCode}?token={token}&lang={language}';
export const STUDIO_RECALL_URL = '/studio/recall/{roundId}?exp={exp}&sig={sig}';

/**
 * Lists the studio beside the platform it runs in: its vendor row (launch and recall addresses), a
 * seamless API key, and its games. Existing rows keep what staff changed (order, hot flag, status).
 */
export async function registerStudioVendor(db: Db, vendorKeys: VendorKeys): Promise<string> {
  await db
    .insert(vendors)
    .values({
      code: STUDIO_VENDOR_CODE,
      name: 'Fortuna Studio',
      walletMode: 'seamless',
      gameType: 'RNG',
      sortOrder: 0,
      iconUrl: '/games/fortuna-studio.svg',
      launchUrl: STUDIO_LAUNCH_URL,
      recallUrl: STUDIO_RECALL_URL,
    })
    .onConflictDoNothing();
  const [vendor] = await db.select().from(vendors).where(eq(vendors.code, STUDIO_VENDOR_CODE)).limit(1);
  if (!vendor) throw new Error('studio vendor not registered');
  if (vendor.launchUrl === '' || vendor.recallUrl === '') {
    await db
      .update(vendors)
      .set({ launchUrl: STUDIO_LAUNCH_URL, recallUrl: STUDIO_RECALL_URL })
      .where(eq(vendors.id, vendor.id));
  }
  await db
    .insert(games)
    .values(
      STUDIO_CATALOGUE.map((entry, index) => ({
        vendorId: vendor.id,
        gameCode: entry.code,
        name: entry.name,
        gameType: entry.gameType,
        gameClassify: entry.gameClassify,
        iconUrl: entry.artwork,
        isHot: entry.isHot,
        isNew: true,
        supportsTrial: true,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
  const existing = await vendorKeys.byCode(STUDIO_VENDOR_CODE);
  return existing ? existing.secret : vendorKeys.issue(vendor.id);
}
