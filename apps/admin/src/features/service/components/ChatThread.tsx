import type { AdminChatConversation } from '@fortuna/contracts/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useSessionStore } from '../../../session/session-store';
import { formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast-store';
import {
  assignConversation,
  closeConversation,
  fetchCannedReplies,
  fetchChatAgents,
  fetchConversationMessages,
  sendStaffImage,
  sendStaffMessage,
  serviceKeys,
  staffRead,
  staffTyping,
} from '../api/service.api';
import { PrivateFile } from './PrivateFile';

/** One conversation: its messages, take/transfer/close, canned replies in the customer's language, text and images. */
export function ChatThread({
  conversation,
  isCustomerTyping,
}: {
  conversation: AdminChatConversation;
  isCustomerTyping: boolean;
}) {
  const queryClient = useQueryClient();
  const staffId = useSessionStore((state) => state.staff?.id);
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const endRef = useRef<HTMLDivElement>(null);
  const messages = useQuery({
    queryKey: serviceKeys.messages(conversation.id),
    queryFn: ({ signal }) => fetchConversationMessages(conversation.id, signal),
  });
  const agents = useQuery({ queryKey: serviceKeys.agents, queryFn: ({ signal }) => fetchChatAgents(signal) });
  const canned = useQuery({
    queryKey: serviceKeys.canned(conversation.merchantId),
    queryFn: ({ signal }) => fetchCannedReplies(conversation.merchantId, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: serviceKeys.chatAll });
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const send = useMutation({
    mutationFn: (body: string) => sendStaffMessage(conversation.id, body),
    onSuccess: () => {
      setText('');
      refresh();
    },
    onError,
  });
  const image = useMutation({
    mutationFn: (file: File) => sendStaffImage(conversation.id, file),
    onSuccess: refresh,
    onError,
  });
  const assign = useMutation({
    mutationFn: (target: number) => assignConversation(conversation.id, target),
    onSuccess: refresh,
    onError,
  });
  const close = useMutation({ mutationFn: () => closeConversation(conversation.id), onSuccess: refresh, onError });
  const isClosed = conversation.status === 'closed';
  const isOthers = conversation.assignedStaffId !== null && conversation.assignedStaffId !== staffId;
  const last = messages.data?.at(-1);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
    if (last && conversation.unread > 0) void staffRead(conversation.id, last.id).catch(() => undefined);
  }, [last, conversation.id, conversation.unread]);

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < 3000) return;
    lastTyping.current = now;
    void staffTyping(conversation.id).catch(() => undefined);
  };

  return (
    <div className="chat-thread">
      <header className="chat-thread__header">
        <div>
          <strong>{conversation.customerName}</strong>
          <span className="cell-sub">
            {' '}
            · {conversation.channel} · {conversation.language}
            {conversation.assignedStaffName ? ` · with ${conversation.assignedStaffName}` : ''}
            {conversation.rating ? ` · rated ${conversation.rating}/5` : ''}
          </span>
        </div>
        {!isClosed && (
          <div className="chat-thread__actions">
            {conversation.assignedStaffId !== staffId && staffId !== undefined && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => assign.mutate(staffId)}
                data-testid="chat-take"
              >
                Take
              </button>
            )}
            <select
              className="input input-sm"
              aria-label="Transfer to"
              value=""
              onChange={(event) => event.target.value && assign.mutate(Number(event.target.value))}
            >
              <option value="">Transfer to…</option>
              {agents.data
                ?.filter((agent) => agent.id !== conversation.assignedStaffId)
                .map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.displayName}
                  </option>
                ))}
            </select>
            <button type="button" className="btn btn-sm" onClick={() => close.mutate()} data-testid="chat-close">
              Close
            </button>
          </div>
        )}
      </header>
      <div className="chat-thread__messages" data-testid="chat-thread-messages">
        {messages.data?.map((message) =>
          message.sender === 'system' ? (
            <p key={message.id} className="chat-thread__system">
              {message.body.replace(':', ': ')} · {formatDateTime(message.createdAt)}
            </p>
          ) : (
            <div
              key={message.id}
              className={`chat-thread__bubble ${message.sender === 'staff' ? 'is-staff' : 'is-customer'}`}
            >
              <span className="cell-sub">
                {message.sender === 'staff' ? message.staffName : conversation.customerName} ·{' '}
                {formatDateTime(message.createdAt)}
                {message.sender === 'staff' && message.id <= conversation.otherReadId ? ' · read' : ''}
              </span>
              {message.imageUrl ? <PrivateFile url={message.imageUrl} label="image" /> : <p>{message.body}</p>}
            </div>
          ),
        )}
        {isCustomerTyping && <p className="chat-thread__system">Customer is typing…</p>}
        <div ref={endRef} />
      </div>
      {!isClosed && (
        <form
          className="chat-thread__composer"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) send.mutate(text.trim());
          }}
        >
          <select
            className="input input-sm"
            aria-label="Canned reply"
            value=""
            onChange={(event) => {
              const reply = canned.data?.find((row) => row.id === Number(event.target.value));
              if (reply) setText(conversation.language === 'EN' ? reply.bodyEn : reply.bodyTy);
            }}
            data-testid="chat-canned"
          >
            <option value="">Canned reply…</option>
            {canned.data?.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </select>
          <textarea
            className="textarea"
            rows={2}
            value={text}
            disabled={isOthers}
            placeholder={
              isOthers
                ? `${conversation.assignedStaffName ?? 'A colleague'} has this conversation`
                : 'Write a reply (Enter sends)'
            }
            onChange={(event) => {
              setText(event.target.value);
              typing();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                if (text.trim()) send.mutate(text.trim());
              }
            }}
            data-testid="chat-reply"
          />
          <div className="chat-thread__buttons">
            <label className="btn btn-sm">
              Image
              <input
                type="file"
                accept="image/png,image/jpeg"
                hidden
                disabled={isOthers}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) image.mutate(file);
                }}
              />
            </label>
            <button
              type="submit"
              className="btn btn-sm btn-primary"
              disabled={isOthers || !text.trim() || send.isPending}
              data-testid="chat-send-reply"
            >
              Send
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
