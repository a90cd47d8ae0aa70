import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import { WITHDRAWAL_STATUS_META } from './finance-meta';
import { MemberCell, OrderTableHead, OrderTailCells } from './OrderCells';

interface WithdrawalsTableProps {
  orders: readonly AdminWithdrawalOrder[];
  currencySymbol: string;
  onOpen: (order: AdminWithdrawalOrder) => void;
}

export function WithdrawalsTable({ orders, currencySymbol, onOpen }: WithdrawalsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense finance-table" data-testid="withdrawals-table">
        <OrderTableHead third="Payee" />
        <tbody>
          {orders.map((order) => {
            const status = WITHDRAWAL_STATUS_META[order.status];
            const needsDecision = order.status === 'pending';
            return (
              <tr key={order.id} data-testid={`withdrawal-row-${order.orderNo}`}>
                <td className="nowrap cell-order">
                  <span className="mono cell-strong">{order.orderNo}</span>
                  <span className="cell-sub muted cell-ellipsis" title={order.channelName}>
                    {order.channelName}
                  </span>
                </td>
                <MemberCell member={order.member} />
                <td className="cell-payee">
                  <span className="cell-strong">{order.payee.payeeName}</span>
                  <span className="cell-sub muted cell-wrap">
                    {order.payee.bankName} · <span className="mono">{order.payeeAccountNumber}</span>
                  </span>
                </td>
                <OrderTailCells
                  kind="withdrawal"
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
