import { loginSchema } from '@fortuna/contracts/session';
import { describe, expect, it } from 'vitest';
import { buildSmsLoginBody, buildUsernameLoginBody } from './login';

describe('buildUsernameLoginBody', () => {
  it('names the agent portal, so the server can refuse non-agents', () => {
    const body = buildUsernameLoginBody({ username: 'agent01', password: 'Demo#2026', portal: 'agent' });
    expect(loginSchema.parse(body)).toEqual({
      username: 'agent01',
      password: 'Demo#2026',
      type: 'username',
      portal: 'agent',
      remember: false,
    });
  });

  it('asks for a remember token and carries the captcha once one is shown', () => {
    const body = buildUsernameLoginBody({
      username: 'demo01',
      password: 'x',
      portal: 'member',
      remember: true,
      captcha: 'k3x9',
    });
    expect(loginSchema.parse(body)).toMatchObject({ portal: 'member', remember: true, captcha: 'k3x9' });
  });

  it('leaves the captcha out while none is shown', () => {
    expect(buildUsernameLoginBody({ username: 'a', password: 'b', portal: 'member', captcha: '' })).not.toHaveProperty(
      'captcha',
    );
  });
});

describe('buildSmsLoginBody', () => {
  it('sends the mobile number as username and the SMS code as password', () => {
    const body = buildSmsLoginBody({ countryDialingCode: '84', mobile: '912345678', code: '123456' });
    expect(loginSchema.parse(body)).toEqual({
      type: 'sms',
      username: '912345678',
      password: '123456',
      countryDialingCode: '84',
      portal: 'member',
      remember: false,
    });
  });
});
