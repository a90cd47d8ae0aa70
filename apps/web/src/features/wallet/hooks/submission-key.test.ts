import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, newIdempotencyKey } from './submission-key';

describe('newIdempotencyKey', () => {
  it('returns a UUID v4 that the server accepts as an idempotency key', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('createSubmissionKeys', () => {
  let counter = 0;
  const generate = () => `key-${++counter}`;

  it('reuses the key while the same content is retried', () => {
    const keys = createSubmissionKeys(generate);
    const first = keys.keyFor('10.00|upline');
    expect(keys.keyFor('10.00|upline')).toBe(first);
  });

  it('issues a new key when the content changes', () => {
    const keys = createSubmissionKeys(generate);
    const first = keys.keyFor('10.00|upline');
    expect(keys.keyFor('11.00|upline')).not.toBe(first);
  });

  it('issues a new key after the server answered', () => {
    const keys = createSubmissionKeys(generate);
    const first = keys.keyFor('10.00|upline');
    keys.settle();
    expect(keys.keyFor('10.00|upline')).not.toBe(first);
  });
});
