import type { AdminChatConversation } from '@fortuna/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { fetchChatCustomer, serviceKeys } from '../api/service.api';

/** The member beside the chat: who they are, balance, identity and risk status, recent deposits and withdrawals. */
export function ChatCustomerPanel({ conversation }: { conversation: AdminChatConversation }) {
  const customer = useQuery({
    queryKey: serviceKeys.customer(conversation.id),
    queryFn: ({ signal }) => fetchChatCustomer(conversation.id, signal),
  });
  if (customer.isPending) return <LoadingBlock />;
  if (customer.isError) return <ErrorBlock error={customer.error} onRetry={() => void customer.refetch()} />;
  const data = customer.data;
  if (!data) {
    return (
      <div className="chat-customer" data-testid="chat-customer">
        <h3 className="card-title">Visitor</h3>
        <p className="cell-sub">{conversation.customerName}</p>
        <p className="cell-sub">
          Not signed in ({conversation.visitorReason ?? 'visitor'}): check who they are before acting on an account.
        </p>
      </div>
    );
  }
  return (
    <div className="chat-customer" data-testid="chat-customer">
      <h3 className="card-title">
        <Link to={`/members/${data.accountId}`}>{data.username}</Link>
      </h3>
      <p className="cell-sub">
        {data.nickname || '—'} · since {formatDateTime(data.createdAt)}
      </p>
      <dl className="chat-customer__facts">
        <dt>Balance</dt>
        <dd data-testid="chat-customer-balance">
          {data.balance.amount} {data.balance.currency}
        </dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={data.status === 'active' ? 'success' : 'danger'}>{data.status}</Badge>
        </dd>
        <dt>Identity</dt>
        <dd>
          <Badge
            tone={data.kycStatus === 'verified' ? 'success' : data.kycStatus === 'pending' ? 'warning' : 'neutral'}
          >
            {data.kycStatus}
          </Badge>
        </dd>
        <dt>Risk level</dt>
        <dd>
          <Badge tone={data.riskLevel === 'normal' ? 'neutral' : 'danger'}>{data.riskLevel}</Badge>
        </dd>
        <dt>Mobile</dt>
        <dd>{data.mobile ?? '—'}</dd>
        <dt>Email</dt>
        <dd className="cell-truncate">{data.email ?? '—'}</dd>
      </dl>
      <h4 className="chat-customer__heading">Recent orders</h4>
      {data.recentOrders.length === 0 ? (
        <p className="cell-sub">No deposits or withdrawals yet.</p>
      ) : (
        <ul className="chat-customer__orders">
          {data.recentOrders.map((order) => (
            <li key={`${order.kind}-${order.id}`}>
              <span>{order.kind === 'deposit' ? 'Deposit' : 'Withdrawal'}</span>
              <strong>{order.amount}</strong>
              <Badge tone={order.status === 'pending' ? 'warning' : order.status === 'rejected' ? 'danger' : 'success'}>
                {order.status}
              </Badge>
              <span className="cell-sub">{formatDateTime(order.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
