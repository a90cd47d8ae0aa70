import { randomInt } from 'node:crypto';
import { isTrialType } from '@fortuna/contracts/accounts';
import type { LaunchGame } from '@fortuna/contracts/catalogue';
import { DEMO_CURRENCY } from '@fortuna/contracts/session';
import { isLanguage, type Language } from '@fortuna/contracts/system';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendorSessions, vendors } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashToken, newSessionToken } from '../../security/tokens';
import { findGameById, recordRecentGame } from '../catalogue/catalogue.repo';
import { presentGame } from '../catalogue/catalogue.service';
import { ensureAccount } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import { languageOrDefault } from '../merchants/merchant-site';
import type { MerchantRow } from '../merchants/merchants.repo';
import { TRIAL_DEMO_BALANCE_MINOR } from '../sessions/free-play';
import type { AccountRow } from '../sessions/sessions.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import type { VendorKeys } from './vendor-keys';

/** A launch token is good for this long and only once (the vendor exchanges it for a player session). */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
const RECOMMENDED_LIMIT = 6;

export interface LaunchDeps {
  db: Db;
  ledger: Ledger;
  vendorKeys: VendorKeys;
}

/**
 * The vendor's launch address with the token, game and language filled in. A site path is served from
 * one of the merchant's launch CDNs picked at random (spec §7), or from the site itself when it has none.
 */
export function buildLaunchUrl(
  template: string,
  values: { token: string; gameCode: string; language: string },
  launchCdns: readonly string[],
): string {
  const filled = template
    .replaceAll('{token}', encodeURIComponent(values.token))
    .replaceAll('{gameCode}', encodeURIComponent(values.gameCode))
    .replaceAll('{language}', encodeURIComponent(values.language));
  if (!filled.startsWith('/') || launchCdns.length === 0) return filled;
  const cdn = launchCdns[randomInt(launchCdns.length)] ?? '';
  return `${cdn.replace(/\/+$/, '')}${filled}`;
}

/** Other games to offer when the chosen one is under maintenance: playable games of the same kind, hot first. */
async function recommendedGames(db: Db, gameType: string, exceptId: number, language: Language) {
  const rows = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(
      and(
        eq(games.gameType, gameType as never),
        eq(games.status, 'active'),
        eq(vendors.status, 'active'),
        ne(vendors.launchUrl, ''),
        ne(games.id, exceptId),
      ),
    )
    .orderBy(desc(games.isHot), games.sortOrder, games.id)
    .limit(RECOMMENDED_LIMIT);
  return rows.map((row) => presentGame(row, language));
}

/** A member trying a free-trial game plays on a demo wallet, granted once. */
async function openDemoWallet(deps: LaunchDeps, merchant: MerchantRow, member: AccountRow): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const base = { merchantId: merchant.id, currency: DEMO_CURRENCY };
    const wallet = await ensureAccount(tx, { ...base, ownerType: 'account', ownerId: member.id, kind: 'demo' });
    const world = await ensureAccount(tx, { ...base, ownerType: 'merchant', ownerId: 0, kind: 'world' });
    await deps.ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `trial-grant:${member.id}`,
      transfers: [
        {
          debitAccountId: world.id,
          creditAccountId: wallet.id,
          amount: TRIAL_DEMO_BALANCE_MINOR,
          currency: DEMO_CURRENCY,
          kind: 'adjustment',
          metadata: systemRemark({ kind: 'demo_balance' }),
        },
      ],
    });
  });
}

/**
 * Launches a game (spec §4): trial accounts only on free-trial games, maintenance answered with other
 * games, and a vendor not wired to the seamless wallet answered plainly as unavailable. Otherwise a
 * one-time launch token is issued and the vendor's address returned.
 */
export async function launchGame(
  deps: LaunchDeps,
  merchant: MerchantRow,
  member: AccountRow,
  body: LaunchGame,
): Promise<{ url: string }> {
  const found = await findGameById(deps.db, body.nodeId);
  if (!found || found.game.status === 'disabled' || found.vendor.status === 'disabled') {
    throw new AppError('GAME_NOT_FOUND');
  }
  if (found.game.status === 'maintenance' || found.vendor.status === 'maintenance') {
    const recommended = await recommendedGames(
      deps.db,
      found.game.gameType,
      found.game.id,
      languageOrDefault(body.language, merchant),
    );
    throw new AppError('GAME_MAINTENANCE').withValue({ recommended });
  }
  const wantsTrial = body.isTrial && found.game.supportsTrial;
  const isTrialAccount = isTrialType(member.type);
  if (isTrialAccount && !wantsTrial) throw new AppError('TRIAL_ACCOUNT');
  const { vendor, game } = found;
  if (vendor.walletMode !== 'seamless' || vendor.launchUrl === '' || !(await deps.vendorKeys.isIntegrated(vendor.id))) {
    throw new AppError('GAME_UNAVAILABLE');
  }
  const isDemo = isTrialAccount || wantsTrial;
  if (isDemo && !isTrialAccount) await openDemoWallet(deps, merchant, member);
  const language = body.language && isLanguage(body.language) ? body.language : 'TY';
  const token = newSessionToken();
  await deps.db.insert(vendorSessions).values({
    merchantId: merchant.id,
    vendorId: vendor.id,
    gameId: game.id,
    accountId: member.id,
    isTrial: isDemo,
    currency: isDemo ? DEMO_CURRENCY : merchant.currency,
    language,
    launchTokenHash: hashToken(token),
    launchExpiresAt: new Date(Date.now() + LAUNCH_TOKEN_TTL_MS),
  });
  await recordRecentGame(deps.db, member.id, game.id);
  const url = buildLaunchUrl(
    vendor.launchUrl,
    { token, gameCode: game.gameCode, language },
    merchant.site.launchGameCDNs,
  );
  return { url };
}
