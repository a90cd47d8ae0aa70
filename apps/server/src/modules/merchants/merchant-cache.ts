import { TtlCache } from '../../lib/ttl-cache';
import type { MerchantRow } from './merchants.repo';

/**
 * Remembers which merchant a request resolves to for a few seconds: every player call needs it.
 * Cleared on every merchant change, on this node at once and on the others through Socket.IO.
 */
export class MerchantCache extends TtlCache<MerchantRow | undefined> {
  private readonly dependents: (() => void)[] = [];

  /** Caches of answers built from merchant settings (the page start-up payloads) clear with this one. */
  onClear(clearDependent: () => void): void {
    this.dependents.push(clearDependent);
  }

  override clear(): void {
    super.clear();
    for (const clearDependent of this.dependents) clearDependent();
  }
}
