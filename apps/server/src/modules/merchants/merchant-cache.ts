import type { MerchantRow } from './merchants.repo';

/**
 * Remembers which merchant a request resolves to for a few seconds: every player call needs it.
 * Cleared on every merchant change, on this node at once and on the others through Socket.IO.
 */
export class MerchantCache {
  private readonly entries = new Map<string, { merchant: MerchantRow | undefined; expiresAt: number }>();

  constructor(private readonly ttlMs = 5000) {}

  async get(key: string, load: () => Promise<MerchantRow | undefined>): Promise<MerchantRow | undefined> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.merchant;
    const merchant = await load();
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(key, { merchant, expiresAt: now + this.ttlMs });
    return merchant;
  }

  clear(): void {
    this.entries.clear();
  }
}
