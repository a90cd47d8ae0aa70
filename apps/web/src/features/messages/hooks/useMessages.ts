import type { MessagePage } from '@fortuna/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { memberCountsQueryKey } from '../../member-centre/api/member-counts';
import { type MessageFilter, messagesQuery, messagesQueryRoot, readAllMessages, readMessage } from '../api/messages';
import { pageInRange, withMessageRead } from './message-format';

export const MESSAGES_PAGE_SIZE = 10;

/** The messages list: its page and filter, reading one message and reading them all. */
export function useMessages() {
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<MessageFilter>({ pageNo: 1, pageSize: MESSAGES_PAGE_SIZE, unreadOnly: false });
  const messages = useQuery(messagesQuery(filter));
  /** Messages whose read call is on its way, so opening one twice sends it once. */
  const reading = useRef(new Set<number>());

  const refreshBadges = () => queryClient.invalidateQueries({ queryKey: memberCountsQueryKey });

  const read = useMutation({
    mutationFn: readMessage,
    onSuccess: (message) => {
      // The read message stays in place (even under "unread only") until the list is next loaded.
      queryClient.setQueriesData<MessagePage>(
        { queryKey: [...messagesQueryRoot, 'list'] },
        (page) => page && withMessageRead(page, message),
      );
      void queryClient.invalidateQueries({ queryKey: messagesQueryRoot, refetchType: 'none' });
      void refreshBadges();
    },
    onSettled: (_message, _error, id) => {
      reading.current.delete(id);
    },
  });

  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryRoot });
      void refreshBadges();
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  /** Marks a message read once; a failure leaves it unread, to be tried again when next opened. */
  const markRead = (id: number) => {
    if (reading.current.has(id)) return;
    reading.current.add(id);
    read.mutate(id);
  };

  // A page that ran out (everything on it read under "unread only") goes back to the last one there is.
  const page = messages.data;
  useEffect(() => {
    if (!page || messages.isPlaceholderData || page.list.length > 0) return;
    const pageNo = pageInRange(filter.pageNo, page.total, filter.pageSize);
    if (pageNo !== filter.pageNo) setFilter((current) => ({ ...current, pageNo }));
  }, [page, messages.isPlaceholderData, filter.pageNo, filter.pageSize]);

  return {
    filter,
    messages,
    setPageNo: (pageNo: number) => setFilter((current) => ({ ...current, pageNo })),
    setUnreadOnly: (unreadOnly: boolean) => setFilter((current) => ({ ...current, unreadOnly, pageNo: 1 })),
    markRead,
    readAll: () => readAll.mutate(),
    isReadingAll: readAll.isPending,
  };
}
