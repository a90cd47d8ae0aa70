import type { Staff } from '@fortuna/contracts/staff';
import { useSessionStore } from './session-store';

/** Only admins may change merchants, settings, maintenance and staff; the server enforces it too. */
export function isAdmin(staff: Staff | null): boolean {
  return staff?.roles.includes('admin') ?? false;
}

export function useCanManage(): boolean {
  return useSessionStore((state) => isAdmin(state.staff));
}
