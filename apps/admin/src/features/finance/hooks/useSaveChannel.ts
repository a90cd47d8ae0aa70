import type { ChannelUpsert } from '@fortuna/contracts/payments-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { saveChannel } from '../api/channels.api';
import { financeKeys } from '../api/finance-keys';

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: ChannelUpsert; id?: number | undefined }) => saveChannel(body, id),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.channels(saved.merchantId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
