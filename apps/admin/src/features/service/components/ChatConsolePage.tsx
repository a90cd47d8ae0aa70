import type { AdminChatConversation } from '@fortuna/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { Badge } from '../../../ui/Badge';
import { formatRelative } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { fetchConversations, serviceKeys } from '../api/service.api';
import { useStaffChatSocket } from '../hooks/useStaffChatSocket';
import { ChatCustomerPanel } from './ChatCustomerPanel';
import { ChatThread } from './ChatThread';
import '../service.css';

const VIEWS = [
  { key: 'open', label: 'Open' },
  { key: 'queued', label: 'Queue' },
  { key: 'mine', label: 'Mine' },
  { key: 'closed', label: 'Closed' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/** The live-chat console: the queue and conversations, the thread with its tools, the member beside it. */
export function ChatConsolePage() {
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = pickMerchantId(merchantChoice, merchants.data);
  const [view, setView] = useState<View>('open');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { typingId } = useStaffChatSocket(selectedId);
  const filters = { merchantId, status: view };
  const list = useQuery({
    queryKey: serviceKeys.conversations(filters),
    queryFn: ({ signal }) => fetchConversations(filters, signal),
    enabled: merchantId !== undefined,
  });
  const conversations = list.data?.list ?? [];
  const selected = conversations.find((row) => row.id === selectedId) ?? null;
  const waiting = conversations.filter((row) => row.status === 'queued').length;

  return (
    <div className="chat-console-page" data-testid="chat-console">
      <PageHeader
        title="Live chat"
        description="Take conversations from the queue, answer with text, images or canned replies, transfer or close. Every staff message is audited."
      />
      <div className="chat-console">
        <aside className="card card-flush chat-console__list">
          <div className="card-toolbar filter-bar">
            <MerchantFilter
              merchants={merchants.data ?? []}
              merchantId={merchantId}
              onChange={setMerchantChoice}
              testId="chat-merchant"
            />
            {waiting > 0 && <Badge tone="warning">{waiting} waiting</Badge>}
          </div>
          <Tabs tabs={VIEWS} active={view} onChange={setView} label="Conversations" />
          {list.isPending && merchantId !== undefined && <LoadingBlock />}
          {list.isError && <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && conversations.length === 0 && <EmptyState title="No conversations here" icon="mail" />}
          <ul className="chat-list">
            {conversations.map((row) => (
              <ConversationRow
                key={row.id}
                row={row}
                isActive={row.id === selectedId}
                isTyping={row.id === typingId}
                onSelect={() => setSelectedId(row.id)}
              />
            ))}
          </ul>
        </aside>
        <section className="card card-flush chat-console__thread">
          {selected ? (
            <ChatThread conversation={selected} isCustomerTyping={typingId === selected.id} />
          ) : (
            <EmptyState title="Choose a conversation" icon="mail">
              New conversations appear in the queue as customers write.
            </EmptyState>
          )}
        </section>
        <aside className="card chat-console__customer">
          {selected ? <ChatCustomerPanel conversation={selected} /> : null}
        </aside>
      </div>
    </div>
  );
}

function ConversationRow({
  row,
  isActive,
  isTyping,
  onSelect,
}: {
  row: AdminChatConversation;
  isActive: boolean;
  isTyping: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`chat-list__item${isActive ? ' is-active' : ''}`}
        onClick={onSelect}
        data-testid={`chat-conversation-${row.id}`}
      >
        <span className="chat-list__top">
          <strong className="cell-truncate">{row.customerName}</strong>
          {row.unread > 0 && <span className="chat-list__unread">{row.unread}</span>}
        </span>
        <span className="chat-list__meta">
          <Badge tone={row.status === 'queued' ? 'warning' : row.status === 'assigned' ? 'info' : 'neutral'}>
            {row.status}
          </Badge>
          <span className="cell-sub">{row.channel}</span>
          <span className="cell-sub">{formatRelative(row.lastMessageAt)}</span>
        </span>
        <span className="chat-list__preview cell-truncate">{isTyping ? 'typing…' : row.lastMessage}</span>
      </button>
    </li>
  );
}
