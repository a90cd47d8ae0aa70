import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { type PermissionInfo, SYSTEM_STATUS, systemStatusSchema } from '@fortuna/contracts/system';
import { useQueryClient } from '@tanstack/react-query';
import { applyStatusUpdate, permissionInfoQueryKey, type StatusUpdate } from '../../../api/permission-info';
import { useLiveEvent } from '../../../hooks/useSiteSocket';
import type { LiveSocket } from '../../../lib/live-socket';

const statusEventSchema = systemStatusSchema.pick({ status: true, maintenance: true });

/**
 * Listens for live system status changes, so the maintenance screen appears and disappears
 * without a reload. Maintenance is shown at once; every event also re-reads permission info,
 * because the region part of the status depends on the visitor's own address. After a
 * reconnect the status is read again, since events may have been missed while offline.
 */
export function useSystemStatusSocket(socket: LiveSocket | null): void {
  const queryClient = useQueryClient();
  const refetchStatus = () => {
    void queryClient.invalidateQueries({ queryKey: permissionInfoQueryKey });
  };
  useLiveEvent(
    socket,
    SOCKET_EVENTS.systemStatus,
    (payload) => {
      const parsed = statusEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const update: StatusUpdate = parsed.data;
      if (update.status === SYSTEM_STATUS.MAINTENANCE) {
        queryClient.setQueryData<PermissionInfo>(permissionInfoQueryKey, (current) =>
          current ? applyStatusUpdate(current, update) : current,
        );
      }
      refetchStatus();
    },
    refetchStatus,
  );
}
