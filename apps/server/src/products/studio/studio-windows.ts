import type { AuthenticateAnswer } from '@fortuna/contracts/seamless';
import type { StudioBalance } from '@fortuna/contracts/studio';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { newSymmetricKey, seal } from '../../security/secret-box';
import { bearerToken, hashToken, newSessionToken } from '../../security/tokens';
import { windowCache } from '../kit/window-cache';
import { windowSessions } from '../kit/window-sessions';
import { findSessionByTokenHash, insertSession, type StudioSessionRow } from './studio.repo';
import type { StudioDeps } from './studio.service';

const SESSION_KEY_NAME = 'studio-wallet-sessions';
const STUDIO_SESSION_TTL_MS = 4 * 60 * 60_000;

/** Opens a game window for the wallet's player session (kept sealed); answers the window's bearer token. */
export async function openWindow(
  deps: Pick<StudioDeps, 'db' | 'secrets'>,
  wallet: AuthenticateAnswer,
  gameCode: string,
): Promise<string> {
  const studioToken = newSessionToken();
  const key = await deps.secrets.get(SESSION_KEY_NAME, newSymmetricKey);
  await insertSession(deps.db, {
    tokenHash: hashToken(studioToken),
    playerId: wallet.playerId,
    gameCode,
    sealedWalletSession: seal(key, wallet.sessionToken),
    currency: wallet.currency,
    isTrial: wallet.isTrial,
    language: wallet.language,
    nickname: wallet.nickname,
    expiresAt: new Date(Date.now() + STUDIO_SESSION_TTL_MS),
  });
  return studioToken;
}

/** Windows by token hash and their wallet sessions, read and unsealed once. */
const windows = windowCache(SESSION_KEY_NAME, findSessionByTokenHash);

/** The window a bearer token names; an unknown or expired one is told to launch again. */
export function sessionOfToken(db: DbOrTx, token: string | undefined): Promise<StudioSessionRow> {
  return windows.sessionOf(db, token);
}

/**
 * A game window's calls: the window's bearer token is resolved before the body is read (`onRequest`), so a caller
 * without a window learns nothing from its input; the handler reads the window through `of`.
 */
export function studioWindowCalls(db: DbOrTx) {
  return windowSessions((request: FastifyRequest) => sessionOfToken(db, bearerToken(request.headers.authorization)));
}

/** The game window's balance as the wallet holds it now (money may have moved outside the game). */
export async function sessionBalance(deps: StudioDeps, session: StudioSessionRow): Promise<StudioBalance> {
  const answer = await deps.wallet.balance(await walletSessionOf(deps, session));
  return { balance: answer.balance, currency: answer.currency };
}

export function walletSessionOf(deps: StudioDeps, session: StudioSessionRow): Promise<string> {
  return windows.walletSessionOf(deps, session);
}
