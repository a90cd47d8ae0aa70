import type { AdminPaymentChannel } from '@fortuna/contracts/payments-admin';
import { Badge } from '../../../ui/Badge';
import { RowActions } from '../../../ui/RowActions';
import { CHANNEL_TYPE_META, DIRECTION_LABELS, formatAmount, formatFee } from './finance-meta';

interface ChannelsTableProps {
  channels: readonly AdminPaymentChannel[];
  currencySymbol: string;
  onEdit: (channel: AdminPaymentChannel) => void;
}

function Setup({ channel }: { channel: AdminPaymentChannel }) {
  if (channel.type === 'bank_transfer') {
    if (!channel.bank?.accountNumber) return <span className="muted">No bank account</span>;
    return (
      <>
        <span className="cell-ellipsis">{channel.bank.bankName}</span>
        <span
          className="cell-sub muted mono cell-ellipsis"
          title={`${channel.bank.accountName} · ${channel.bank.accountNumber}`}
        >
          {channel.bank.accountNumber}
        </span>
      </>
    );
  }
  if (channel.type === 'gateway') {
    return channel.hasGatewaySecret ? (
      <Badge tone="success">Secret set</Badge>
    ) : (
      <Badge tone="warning">No secret: callbacks refused</Badge>
    );
  }
  return <span className="muted">Matched by P2P</span>;
}

export function ChannelsTable({ channels, currencySymbol, onEdit }: ChannelsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense finance-table" data-testid="channels-table">
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Type</th>
            <th scope="col" className="col-num">
              Limits
            </th>
            <th scope="col">Fee</th>
            <th scope="col">Set-up</th>
            <th scope="col" className="col-num">
              Order
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="col-actions">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr
              key={channel.id}
              data-testid={`channel-row-${channel.code}`}
              className={channel.status === 'disabled' ? 'row-muted' : undefined}
            >
              <td className="cell-channel-name">
                <span className="cell-strong cell-ellipsis" title={channel.name}>
                  {channel.name}
                </span>
                <span className="cell-sub muted mono">{channel.code}</span>
              </td>
              <td className="nowrap">
                {CHANNEL_TYPE_META[channel.type].label}
                <span className="cell-sub muted">{DIRECTION_LABELS[channel.direction]}</span>
              </td>
              <td className="col-num mono nowrap">
                {formatAmount(channel.minAmount, currencySymbol)}
                <span className="cell-sub muted">to {formatAmount(channel.maxAmount, currencySymbol)}</span>
              </td>
              <td className="mono nowrap">{formatFee(channel.feeBps, channel.feeFixed, currencySymbol)}</td>
              <td className="cell-setup">
                <Setup channel={channel} />
              </td>
              <td className="col-num mono">{channel.sort}</td>
              <td>
                <Badge tone={channel.status === 'active' ? 'success' : 'neutral'} dot testId="channel-status">
                  {channel.status === 'active' ? 'Active' : 'Disabled'}
                </Badge>
              </td>
              <RowActions name={channel.name} testIdPrefix="channel" onEdit={() => onEdit(channel)} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
