import type { VnAdminDraw } from '@fortuna/contracts/lottery-vn';
import { minorToDecimal } from '@fortuna/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../ui/Modal';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { liabilityQuery } from '../api/lottery-results.api';
import { provinceLabel } from './ResultEntryDialog';

const money = (minor: string) => Number(minorToDecimal(BigInt(minor))).toLocaleString('en-US');

/**
 * A draw's liability: where the open tickets' money sits, by bet type and number, largest payout first, so
 * staff see which numbers to cap (Lottery results → the merchant's cap per number).
 */
export function LiabilityDialog({ draw, onClose }: { draw: VnAdminDraw; onClose: () => void }) {
  const rows = useQuery(liabilityQuery(draw.drawId));
  return (
    <Modal
      open
      wide
      title={`Liability of ${provinceLabel(draw.province, draw.gameCode)}, ${new Date(draw.drawAt).toLocaleString()}`}
      onClose={onClose}
      testId="lottery-liability-dialog"
    >
      {rows.isPending ? <LoadingBlock /> : null}
      {rows.isError ? <ErrorBlock error={rows.error} onRetry={() => void rows.refetch()} /> : null}
      {rows.data?.length === 0 ? <EmptyState title="No open tickets on this draw" icon="shield" /> : null}
      {rows.data && rows.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table" data-testid="lottery-liability-table">
            <thead>
              <tr>
                <th scope="col">Bet type</th>
                <th scope="col">Number</th>
                <th scope="col">Tickets</th>
                <th scope="col">Stake per point</th>
                <th scope="col">Payout per hit</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((row) => (
                <tr key={`${row.betType}:${row.number}`} data-testid="lottery-liability-row">
                  <td>{row.betType}</td>
                  <td className="cell-strong">{row.number}</td>
                  <td>{row.tickets}</td>
                  <td>{money(row.stakedMinor)}</td>
                  <td>{money(row.payoutPerHitMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Modal>
  );
}
