import type { MoneyValue } from '@fortuna/contracts/wallet';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { formatAmount, isZero } from './finance-meta';

const shortFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22 Nov, 10:53": a time in a queue row; the full one shows on hover and in the detail. */
export function formatShortTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortFormat.format(date);
}

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The decision time, said shortly: the clock alone when it fell on the day the order came in. */
function decidedTime(createdAt: string, decidedAt: string): string {
  const created = new Date(createdAt);
  const decided = new Date(decidedAt);
  if (Number.isNaN(decided.getTime())) return decidedAt;
  return created.toDateString() === decided.toDateString() ? clockFormat.format(decided) : formatShortTime(decidedAt);
}

/** "Waiting 4 minutes": how long a pending order has been in the queue. */
export function waitingText(createdAt: string, now: number = Date.now()): string {
  const relative = formatRelative(createdAt, now);
  return relative.endsWith(' ago') ? `Waiting ${relative.slice(0, -' ago'.length)}` : 'Just in';
}

/** The member of an order: username, and the account id staff search by. */
export function MemberCell({ member }: { member: { accountId: number; username: string } }) {
  return (
    <td className="nowrap">
      <span className="mono cell-strong">{member.username}</span>
      <span className="cell-sub muted mono">#{member.accountId}</span>
    </td>
  );
}

interface TimesCellProps {
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** When an order came in, and when and by whom it was decided (or how long it has waited). */
export function TimesCell({ createdAt, decidedAt, decidedBy }: TimesCellProps) {
  return (
    <td className="nowrap">
      <span title={formatDateTime(createdAt)}>{formatShortTime(createdAt)}</span>
      {decidedAt ? (
        <span className="cell-sub muted" title={formatDateTime(decidedAt)}>
          {`Decided ${decidedTime(createdAt, decidedAt)}${decidedBy ? ` · ${decidedBy}` : ''}`}
        </span>
      ) : (
        <span className="cell-sub muted">{waitingText(createdAt)}</span>
      )}
    </td>
  );
}

interface OrderTailCellsProps {
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
  amount: MoneyValue;
  fee: MoneyValue;
  currencySymbol: string;
  status: { tone: BadgeTone; label: string };
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  needsDecision: boolean;
  onOpen: () => void;
}

/** The cells every finance queue ends with: amount and fee, status, times, and Review (or View). */
export function OrderTailCells(props: OrderTailCellsProps) {
  const { kind, currencySymbol, needsDecision } = props;
  const action = needsDecision ? 'Review' : 'View';
  return (
    <>
      <td className="col-num mono nowrap">
        <span className="cell-strong" data-testid={`${kind}-amount`}>
          {formatAmount(props.amount, currencySymbol)}
        </span>
        <span className="cell-sub muted" data-testid={`${kind}-fee`}>
          {isZero(props.fee) ? 'No fee' : `Fee ${formatAmount(props.fee, currencySymbol)}`}
        </span>
      </td>
      <td>
        <Badge tone={props.status.tone} dot testId={`${kind}-status`}>
          {props.status.label}
        </Badge>
      </td>
      <TimesCell createdAt={props.createdAt} decidedAt={props.decidedAt} decidedBy={props.decidedBy} />
      <td className="col-actions">
        <button
          type="button"
          className={needsDecision ? 'btn btn-primary btn-sm' : 'btn btn-ghost btn-sm'}
          data-testid={`${kind}-open`}
          aria-label={`${action} ${kind} ${props.orderNo}`}
          onClick={props.onOpen}
        >
          {action}
        </button>
      </td>
    </>
  );
}

/** The deposit and withdrawal queues' header; the third column is the channel or the payee. */
export function OrderTableHead({ third }: { third: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">Order</th>
        <th scope="col">Member</th>
        <th scope="col">{third}</th>
        <th scope="col" className="col-num">
          Amount · fee
        </th>
        <th scope="col">Status</th>
        <th scope="col" title="Created, then decided (or waiting)">
          Time
        </th>
        <th scope="col" className="col-actions">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
