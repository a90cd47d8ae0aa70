import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { type PermissionInfo, SYSTEM_STATUS, systemStatusSchema } from '@fortuna/contracts/system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { applyStatusUpdate, permissionInfoQueryKey, type StatusUpdate } from '../../../api/permission-info';

const statusEventSchema = systemStatusSchema.pick({ status: true, maintenance: true });

/**
 * Listens for live system status changes, so the maintenance screen appears and disappears
 * without a reload. Maintenance is shown at once; every event also re-reads permission info,
 * because the region part of the status depends on the visitor's own address. After a
 * reconnect the status is read again, since events may have been missed while offline.
 */
export function useSystemStatusSocket(socket: Socket | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;

    const refetchStatus = () => {
      void queryClient.invalidateQueries({ queryKey: permissionInfoQueryKey });
    };
    const handleStatus = (payload: unknown) => {
      const parsed = statusEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const update: StatusUpdate = parsed.data;
      if (update.status === SYSTEM_STATUS.MAINTENANCE) {
        queryClient.setQueryData<PermissionInfo>(permissionInfoQueryKey, (current) =>
          current ? applyStatusUpdate(current, update) : current,
        );
      }
      refetchStatus();
    };

    socket.on(SOCKET_EVENTS.systemStatus, handleStatus);
    socket.io.on('reconnect', refetchStatus);
    return () => {
      socket.off(SOCKET_EVENTS.systemStatus, handleStatus);
      socket.io.off('reconnect', refetchStatus);
    };
  }, [socket, queryClient]);
}
