import type { CreateStaff, Staff } from '@fortuna/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { createStaff } from '../api/staff.api';

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaff) => createStaff(body),
    onSuccess: (staff) => {
      queryClient.setQueryData<Staff[]>(queryKeys.staff, (list) => (list ? [...list, staff] : list));
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
