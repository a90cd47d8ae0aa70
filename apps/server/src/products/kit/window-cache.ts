import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { PerDatabaseCache } from '../../lib/per-database-cache';
import { newSymmetricKey, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';
import { hashToken } from '../../security/tokens';

/** What every product window row holds: written once when the window opens, never changed, only outlived. */
interface WindowRow {
  id: number;
  expiresAt: Date;
  sealedWalletSession: string;
}

/**
 * A product's windows by token hash and their wallet sessions unsealed once, cached per database handle (a
 * window's row never changes, so the cache cannot go stale; expiry is checked on every call). A window's bet
 * then costs no read of its window and no decryption. ADR 0028 for the studio; the lottery and sportsbook too.
 */
export function windowCache<S extends WindowRow>(
  sessionKeyName: string,
  find: (db: DbOrTx, tokenHash: string) => Promise<S | undefined>,
) {
  const windows = new PerDatabaseCache<S>();
  const walletSessions = new PerDatabaseCache<string>();
  return {
    /** The window a bearer token names; an unknown or expired one is told to open the game again. */
    async sessionOf(db: DbOrTx, token: string | undefined): Promise<S> {
      const tokenHash = token ? hashToken(token) : undefined;
      const session = tokenHash ? await windows.through(db, tokenHash, () => find(db, tokenHash)) : undefined;
      if (!session || session.expiresAt.getTime() <= Date.now()) {
        throw new AppError('NOT_LOGGED_IN', 'Your game session has ended: open the game again from the lobby');
      }
      return session;
    },
    /** The wallet session the window was opened with. */
    async walletSessionOf(deps: { db: DbOrTx; secrets: ServerSecrets }, session: S): Promise<string> {
      const unsealed = await walletSessions.through(deps.db, String(session.id), async () =>
        unseal(await deps.secrets.get(sessionKeyName, newSymmetricKey), session.sealedWalletSession),
      );
      if (unsealed === undefined) throw new Error('wallet session not unsealed');
      return unsealed;
    },
  };
}
