import type { GameNameTranslations, GameType } from '@fortuna/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendors } from '../../db/schema/index';
import type { VendorKeys } from '../seamless/vendor-keys';

/** A product of ours as the catalogue lists it: the vendor row and its games. */
export interface InProcessVendor {
  code: string;
  name: string;
  gameType: GameType;
  iconUrl: string;
  /** Launch and recall templates (placeholders as in docs/seamless-wallet.md). */
  launchUrl: string;
  recallUrl: string;
  sortOrder?: number;
  games: ReadonlyArray<{
    code: string;
    name: string;
    /** The name in other languages (a Vietnamese name for TY). */
    names?: GameNameTranslations;
    gameType: GameType;
    gameClassify: string;
    isHot: boolean;
    artwork: string;
    supportsTrial?: boolean;
  }>;
}

/**
 * Lists a product running beside the platform, as staff would onboard a third-party vendor: its vendor
 * row (launch and recall addresses), its games and a seamless API key, whose secret is returned. Rows
 * that exist keep what staff changed (order, hot flag, status, names); new games of a later release are added.
 */
export async function registerInProcessVendor(
  db: Db,
  vendorKeys: VendorKeys,
  product: InProcessVendor,
): Promise<string> {
  await db
    .insert(vendors)
    .values({
      code: product.code,
      name: product.name,
      walletMode: 'seamless',
      gameType: product.gameType,
      sortOrder: product.sortOrder ?? 0,
      iconUrl: product.iconUrl,
      launchUrl: product.launchUrl,
      recallUrl: product.recallUrl,
    })
    .onConflictDoNothing();
  const [vendor] = await db.select().from(vendors).where(eq(vendors.code, product.code)).limit(1);
  if (!vendor) throw new Error(`vendor ${product.code} not registered`);
  if (vendor.launchUrl === '' || vendor.recallUrl === '') {
    await db
      .update(vendors)
      .set({ launchUrl: product.launchUrl, recallUrl: product.recallUrl })
      .where(eq(vendors.id, vendor.id));
  }
  if (product.games.length > 0) {
    await db
      .insert(games)
      .values(
        product.games.map((entry, index) => ({
          vendorId: vendor.id,
          gameCode: entry.code,
          name: entry.name,
          nameTranslations: entry.names ?? {},
          gameType: entry.gameType,
          gameClassify: entry.gameClassify,
          iconUrl: entry.artwork,
          isHot: entry.isHot,
          isNew: true,
          supportsTrial: entry.supportsTrial ?? true,
          sortOrder: index,
        })),
      )
      // A later release may add names in other languages; names staff have filled in are kept.
      .onConflictDoUpdate({
        target: [games.vendorId, games.gameCode],
        set: {
          nameTranslations: sql`case when ${games.nameTranslations} = '{}'::jsonb then excluded.name_translations else ${games.nameTranslations} end`,
        },
      });
  }
  const existing = await vendorKeys.byCode(product.code);
  return existing ? existing.secret : vendorKeys.issue(vendor.id);
}
