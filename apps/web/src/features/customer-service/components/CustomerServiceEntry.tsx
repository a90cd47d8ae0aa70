import type { CustomerService } from '@fortuna/contracts/settings';
import type { ReactNode } from 'react';
import { openChat, type VisitorReason } from '../../service-chat/hooks/useChatStore';

interface CustomerServiceEntryProps {
  entry: CustomerService;
  className: string;
  /** Why a visitor without a session writes (the live chat keeps it with the conversation). */
  reason?: VisitorReason;
  testId?: string;
  children: ReactNode;
}

/** One customer-service entry (spec §3): LIVECHAT opens our own chat on the page; FACEBOOK and TELEGRAM open their link. */
export function CustomerServiceEntry({
  entry,
  className,
  reason = 'signed_out',
  testId,
  children,
}: CustomerServiceEntryProps) {
  if (entry.csType === 'LIVECHAT') {
    return (
      <button type="button" className={className} onClick={() => openChat(reason)} data-testid={testId}>
        {children}
      </button>
    );
  }
  return (
    <a className={className} href={entry.path} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
    </a>
  );
}
