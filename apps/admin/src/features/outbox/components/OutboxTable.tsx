import type { OutboxMessage } from '@fortuna/contracts/members';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { MessageBody } from './MessageBody';

const CHANNEL_META: Record<OutboxMessage['channel'], { label: string; tone: 'info' | 'accent' }> = {
  sms: { label: 'SMS', tone: 'info' },
  email: { label: 'Email', tone: 'accent' },
};

export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  return (
    <div className="table-wrap">
      <table className="table outbox-table" data-testid="outbox-table">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">Channel</th>
            <th scope="col">Destination</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => {
            const channel = CHANNEL_META[message.channel];
            return (
              <tr key={message.id} data-testid="outbox-row">
                <td className="nowrap outbox-time">
                  <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                    <span className="cell-strong">{formatRelative(message.createdAt)}</span>
                    <span className="cell-sub muted">{formatDateTime(message.createdAt)}</span>
                  </time>
                </td>
                <td className="outbox-channel">
                  <Badge tone={channel.tone} testId="outbox-channel">
                    {channel.label}
                  </Badge>
                </td>
                <td className="mono outbox-destination" data-testid="outbox-destination">
                  {message.destination}
                </td>
                <td className="outbox-message">
                  {message.subject ? (
                    <p className="message-subject" data-testid="outbox-subject">
                      {message.subject}
                    </p>
                  ) : null}
                  <MessageBody body={message.body} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
