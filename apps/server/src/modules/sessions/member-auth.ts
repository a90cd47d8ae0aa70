import { isTrialType } from '@fortuna/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerToken, hashToken } from '../../security/tokens';
import type { AccountRow } from './sessions.repo';
import { accountForToken } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    member: AccountRow | null;
  }
}

/**
 * An onRequest hook admitting only a signed-in member or agent of the request's merchant.
 * Register it after the merchant context hook.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const account = token ? await accountForToken(request.server.db, token) : undefined;
  if (!account || account.merchantId !== request.merchant.id) throw new AppError('NOT_LOGGED_IN');
  request.member = account;
}

export function memberOf(request: FastifyRequest): AccountRow {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}

/** The hash of the session token the request signed in with (after requireMember). */
export function sessionHashOf(request: FastifyRequest): string {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('NOT_LOGGED_IN');
  return hashToken(token);
}

/** requireMember for calls trial accounts may not make ('in_need_true_account'). */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  await refuseTrialAccount(request);
}

/**
 * A route hook, after requireMember, for a money call in a plugin that free-play accounts otherwise use: the trial
 * account is refused at the door, before its body is read.
 */
export async function refuseTrialAccount(request: FastifyRequest): Promise<void> {
  if (request.member && isTrialType(request.member.type)) throw new AppError('TRIAL_ACCOUNT');
}
