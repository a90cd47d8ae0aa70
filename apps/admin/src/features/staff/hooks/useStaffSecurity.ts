import type { StaffSecuritySettings } from '@fortuna/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { toast } from '../../../ui/toast-store';
import { resetStaffTotp, unlockStaff, updateStaffSettings } from '../api/staff.api';

export function useUnlockStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) => unlockStaff(staffId),
    onSuccess: (staff) => {
      toast.success(`${staff.username} unlocked: they can sign in again`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useResetStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) => resetStaffTotp(staffId),
    onSuccess: (staff) => {
      toast.success(`${staff.username} signs in with the password only until they set up a new authenticator`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}

export function useUpdateStaffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSecuritySettings) => updateStaffSettings(body),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.staffSettings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
