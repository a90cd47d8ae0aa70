import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_TTL_MS } from './open-session';

/** The HttpOnly cookie holding a remember-me token; only the sign-in calls ever see it. */
export const REMEMBER_COOKIE = 'fortuna_remember';
/** The HttpOnly cookie naming the captcha the browser was shown. */
export const CAPTCHA_COOKIE = 'fortuna_captcha';

function baseOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' };
}

export function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  if (!token) return;
  reply.setCookie(REMEMBER_COOKIE, token, {
    ...baseOptions(request),
    path: '/wps/session',
    maxAge: REMEMBER_TTL_MS / 1000,
  });
}

export function clearRememberCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REMEMBER_COOKIE, { ...baseOptions(request), path: '/wps/session' });
}

/** `path`: where the cookie travels (the members' calls under /wps, or the staff session calls). */
export function setCaptchaCookie(request: FastifyRequest, reply: FastifyReply, captchaId: string, path = '/wps'): void {
  reply.setCookie(CAPTCHA_COOKIE, captchaId, { ...baseOptions(request), path, maxAge: 5 * 60 });
}

export function captchaIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[CAPTCHA_COOKIE];
}
