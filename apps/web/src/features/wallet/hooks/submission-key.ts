/** A random UUID v4; crypto.randomUUID exists only on secure origins, so plain http builds one by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKeys {
  /** The key for this submission: the same one while the same form content is retried, a new one otherwise. */
  keyFor(fingerprint: string): string;
  /** Forgets the key once the server has answered, so the next submission is a new transfer. */
  settle(): void;
}

/**
 * Idempotency keys for money-moving forms. A retry after a lost answer (network failure) must
 * reuse the key so the server applies the transfer at most once; after a real answer — success
 * or a rule the server refused — the next submission is a new request with a new key.
 */
export function createSubmissionKeys(generate: () => string = newIdempotencyKey): SubmissionKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: generate() };
      return pending.key;
    },
    settle() {
      pending = null;
    },
  };
}
