/** The header money-moving finance calls carry; the server applies a repeat with the same key once. */
export const IDEMPOTENCY_HEADER_NAME = 'Idempotency-Key';

/** A random UUID v4; crypto.randomUUID exists only on secure origins, so plain http builds one by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request headers of a call made with `key`. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER_NAME]: key };
}

export interface SubmissionKeys {
  /** The key of this submission: the same while the same request is retried, a new one otherwise. */
  keyFor(fingerprint: string): string;
  /** Forgets the key once the server has answered, so the next submission is a new request. */
  settle(): void;
}

/**
 * Keys for money-moving actions. A retry after a lost answer (network failure) reuses the key, so the
 * server applies the action at most once; after a real answer the next submission gets a new key.
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
