import { useEffect } from 'react';
import { lazyComponent } from '../../../lib/lazy-chunk';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { openChat, useChatStore } from '../hooks/useChatStore';

/** The chat window is a chunk of its own, downloaded the first time someone opens the chat. */
const ChatWindow = lazyComponent(() => import('./ChatWindow').then((module) => module.ChatWindow));

/**
 * Hosts our live chat on every screen (the site, the maintenance and blocked pages): the window opens from
 * any customer-service entry, and from a link to `/?chat=open` (the LIVECHAT entries' chatUrl).
 */
export function ChatHost() {
  const isOpen = useChatStore((state) => state.isOpen);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('chat') !== 'open') return;
    openChat();
    params.delete('chat');
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    );
  }, []);
  if (!isOpen) return null;
  return (
    <LazyBoundary>
      <ChatWindow />
    </LazyBoundary>
  );
}
