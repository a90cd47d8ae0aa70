import type { ContentItem, ContentUpsert } from '@fortuna/contracts/content';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { toast } from '../../../ui/toast-store';
import { deleteContent, saveContent } from '../api/content.api';
import { itemToUpsert } from '../components/content-meta';

/** After any change: the content lists and the audit log are read again. */
function useRefreshContent() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.contentAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
  };
}

export function useSaveContent() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ body, id }: { body: ContentUpsert; id?: number | undefined }) => saveContent(body, id),
    onSuccess: refresh,
  });
}

export function useDeleteContent() {
  const refresh = useRefreshContent();
  return useMutation({ mutationFn: (item: ContentItem) => deleteContent(item.id), onSuccess: refresh });
}

const TOGGLE_VISIBILITY = ['content', 'toggle-visibility'];

/**
 * Shows or hides an item from its row: the switch moves at once, and goes back with an error toast if the
 * server refuses.
 */
export function useToggleVisibility() {
  const queryClient = useQueryClient();
  const refresh = useRefreshContent();
  const replaceItem = (item: ContentItem) =>
    queryClient.setQueryData<ContentItem[]>(queryKeys.content(item.merchantId), (list) =>
      list?.map((current) => (current.id === item.id ? item : current)),
    );
  return useMutation({
    mutationKey: TOGGLE_VISIBILITY,
    mutationFn: ({ item, visible }: { item: ContentItem; visible: boolean }) =>
      saveContent(itemToUpsert(item, { status: visible ? 'active' : 'hidden' }), item.id),
    onMutate: async ({ item, visible }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.content(item.merchantId) });
      replaceItem({ ...item, status: visible ? 'active' : 'hidden' });
    },
    onSuccess: (_saved, { item, visible }) => toast.success(`${item.title}: ${visible ? 'shown' : 'hidden'}`),
    onError: (error, { item }) => {
      replaceItem(item);
      toast.error(`${item.title}: ${errorMessage(error)}`);
    },
    onSettled: refresh,
  });
}

/** The items with a show/hide change on its way to the server, so their switches wait for it. */
export function usePendingToggles(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: TOGGLE_VISIBILITY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { item: ContentItem } | undefined)?.item.id,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}

/** The current time, moved on every `intervalMs`, so "live now" and "ended" badges turn over on their own. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
