import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/index';

/**
 * A secret the server makes once and keeps in the database, so every node behind a balancer uses
 * the same one (the transport key pair, HMAC keys). The first node to start creates it.
 */
export class ServerSecrets {
  readonly #cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  get(name: string, generate: () => string): Promise<string> {
    let secret = this.#cache.get(name);
    if (!secret) {
      secret = this.#load(name, generate);
      secret.catch(() => this.#cache.delete(name));
      this.#cache.set(name, secret);
    }
    return secret;
  }

  async #load(name: string, generate: () => string): Promise<string> {
    await this.db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
    const rows = await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
    const row = rows[0];
    if (!row) throw new Error(`server secret ${name} is missing`);
    return row.value;
  }
}
