import { loginSchema } from '@fortuna/contracts/session';
import { describe, expect, it } from 'vitest';
import { buildLoginBody } from './login';

describe('buildLoginBody', () => {
  it('names the agent portal, so the server can refuse non-agents', () => {
    const body = buildLoginBody({ username: 'agent01', password: 'Demo#2026', portal: 'agent' });
    expect(loginSchema.parse(body)).toEqual({
      username: 'agent01',
      password: 'Demo#2026',
      type: 'username',
      portal: 'agent',
    });
  });

  it('sends the member portal from the player login', () => {
    expect(buildLoginBody({ username: 'demo01', password: 'x', portal: 'member' }).portal).toBe('member');
  });
});
