import type { SportsSession } from '@fortuna/contracts/sportsbook';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { newSymmetricKey, seal } from '../../security/secret-box';
import { hashToken, newSessionToken } from '../../security/tokens';
import { merchantOfPlayer } from '../kit/merchant-of-player';
import { windowCache } from '../kit/window-cache';
import { sportsSessions } from './sportsbook.schema';
import type { SportsDeps, SportsSessionRow } from './sportsbook-deps';

const SESSION_KEY_NAME = 'sports-wallet-sessions';
const SESSION_TTL_MS = 4 * 60 * 60_000;

/** Opens a sportsbook window from the lobby's launch token: the wallet session is kept sealed on the server. */
export async function openSportsSession(deps: SportsDeps, launchToken: string): Promise<SportsSession> {
  const wallet = await deps.wallet.authenticate(launchToken);
  if (wallet.isTrial) throw new AppError('TRIAL_ACCOUNT');
  const token = newSessionToken();
  const key = await deps.secrets.get(SESSION_KEY_NAME, newSymmetricKey);
  await deps.db.insert(sportsSessions).values({
    tokenHash: hashToken(token),
    playerId: wallet.playerId,
    gameCode: wallet.gameCode,
    sealedWalletSession: seal(key, wallet.sessionToken),
    currency: wallet.currency,
    language: wallet.language,
    nickname: wallet.nickname,
    merchantId: await merchantOfPlayer(deps.db, wallet.playerId),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const { minStake, maxStake, maxPayout } = deps.config;
  return {
    token,
    nickname: wallet.nickname,
    language: wallet.language,
    currency: wallet.currency,
    balance: wallet.balance,
    limits: { minStake: minStake.toString(), maxStake: maxStake.toString(), maxPayout: maxPayout.toString() },
    serverTime: Date.now(),
  };
}

async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<SportsSessionRow | undefined> {
  const [row] = await db.select().from(sportsSessions).where(eq(sportsSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Sportsbook windows by token hash and their wallet sessions, read and unsealed once. */
const windows = windowCache(SESSION_KEY_NAME, findSessionByTokenHash);

/** The window a bearer token names; an unknown or expired one is told to open the game again. */
export function sportsSessionOf(deps: SportsDeps, token: string | undefined): Promise<SportsSessionRow> {
  return windows.sessionOf(deps.db, token);
}

export function walletSessionOf(deps: SportsDeps, session: SportsSessionRow): Promise<string> {
  return windows.walletSessionOf(deps, session);
}
