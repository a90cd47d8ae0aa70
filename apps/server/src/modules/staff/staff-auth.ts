import type { StaffRole } from '@fortuna/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../security/tokens';
import type { Actor } from '../audit/audit.service';
import type { StaffRow } from './staff.repo';
import { hasRole, staffForToken } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null;
  }
}

/** An onRequest hook (before the body is read) admitting a signed-in staff member holding one of `roles` (admin holds every role). */
export function requireStaff(...roles: StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const staff = token ? await staffForToken(request.server.db, token) : undefined;
    if (!staff) throw new AppError('NOT_LOGGED_IN');
    if (roles.length > 0 && !roles.some((role) => hasRole(staff, role))) throw new AppError('FORBIDDEN');
    request.staff = staff;
  };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw new AppError('NOT_LOGGED_IN');
  return { staffId: request.staff.id, username: request.staff.username, ip: request.ip };
}
