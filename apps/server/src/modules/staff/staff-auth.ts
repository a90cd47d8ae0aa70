import type { StaffRole } from '@fortuna/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../security/tokens';
import type { Actor } from '../audit/audit.service';
import type { StaffRow } from './staff.repo';
import { hasRole, mustEnrolSecondFactor, staffForToken } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null;
  }
}

async function admitStaff(request: FastifyRequest, roles: StaffRole[], mayBeUnenrolled: boolean): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const staff = token ? await staffForToken(request.server.db, token) : undefined;
  if (!staff) throw new AppError('NOT_LOGGED_IN');
  if (roles.length > 0 && !roles.some((role) => hasRole(staff, role))) throw new AppError('FORBIDDEN');
  if (!mayBeUnenrolled && (await mustEnrolSecondFactor(request.server.db, staff))) {
    throw new AppError('SECOND_FACTOR_ENROL_REQUIRED');
  }
  request.staff = staff;
}

/**
 * An onRequest hook (before the body is read) admitting a signed-in staff member holding one of `roles`
 * (admin holds every role) who has a second factor when the back office requires one.
 */
export function requireStaff(...roles: StaffRole[]) {
  return (request: FastifyRequest) => admitStaff(request, roles, false);
}

/** Admits any signed-in staff member, also one who still has to enrol a second factor (session and enrolment calls). */
export function requireStaffMayEnrol() {
  return (request: FastifyRequest) => admitStaff(request, [], true);
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw new AppError('NOT_LOGGED_IN');
  return { staffId: request.staff.id, username: request.staff.username, ip: request.ip };
}
