import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import { CHANNEL_TYPE_META, DEPOSIT_STATUS_META } from './finance-meta';
import { MemberCell, OrderTableHead, OrderTailCells } from './OrderCells';

interface DepositsTableProps {
  orders: readonly AdminDepositOrder[];
  currencySymbol: string;
  onOpen: (order: AdminDepositOrder) => void;
}

export function DepositsTable({ orders, currencySymbol, onOpen }: DepositsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense finance-table" data-testid="deposits-table">
        <OrderTableHead third="Channel" />
        <tbody>
          {orders.map((order) => {
            const status = DEPOSIT_STATUS_META[order.status];
            const needsDecision = order.status === 'pending' && order.channelType === 'bank_transfer';
            return (
              <tr key={order.id} data-testid={`deposit-row-${order.orderNo}`}>
                <td className="nowrap">
                  <span className="mono cell-strong">{order.orderNo}</span>
                  <span className="cell-sub muted">
                    {order.channelType !== 'bank_transfer'
                      ? CHANNEL_TYPE_META[order.channelType].label
                      : order.proofs.length === 0
                        ? 'No proof yet'
                        : `${order.proofs.length} proof${order.proofs.length > 1 ? 's' : ''}`}
                  </span>
                </td>
                <MemberCell member={order.member} />
                <td className="cell-channel">
                  <span className="cell-ellipsis" title={order.channelName}>
                    {order.channelName}
                  </span>
                  <span className="cell-sub muted">{CHANNEL_TYPE_META[order.channelType].label}</span>
                </td>
                <OrderTailCells
                  kind="deposit"
                  orderNo={order.orderNo}
                  amount={order.amount}
                  fee={order.fee}
                  currencySymbol={currencySymbol}
                  status={status}
                  createdAt={order.createdAt}
                  decidedAt={order.decidedAt}
                  decidedBy={order.decidedBy}
                  needsDecision={needsDecision}
                  onOpen={() => onOpen(order)}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
