import { describe, expect, it } from 'vitest';
import { createdAccountOf } from './created-account';

const sent = { username: 'team01', password: 'secret1', kind: 'agent', nickname: 'Team' } as const;

describe('createdAccountOf', () => {
  it('prefers what the server answered', () => {
    expect(createdAccountOf({ id: 42, username: 'team01x', nickname: 'T', isAgent: false }, sent)).toEqual({
      id: 42,
      username: 'team01x',
      nickname: 'T',
      kind: 'member',
    });
  });

  it('falls back to what was sent for an answer without details', () => {
    expect(createdAccountOf(null, sent)).toEqual({ id: null, username: 'team01', nickname: 'Team', kind: 'agent' });
    expect(createdAccountOf({ ok: true }, sent).username).toBe('team01');
  });
});
