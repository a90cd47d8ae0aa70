import { minorToDecimal } from '@fortuna/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { feedStatusQuery } from '../api/lottery-ops.api';
import { GAME_LABELS, provinceLabel } from './ResultEntryDialog';

const when = (iso: string | null) => (iso ? formatRelative(iso) : 'never');

/**
 * The results feed at a glance: its last pull and last error, what the last pull stored or refused, each
 * draw past its time still waiting for an approved result, and corrections a member's balance could not
 * cover (each also in the risk queue and the audit log).
 */
export function FeedStatusPanel() {
  const status = useQuery(feedStatusQuery());
  if (status.isPending) return <LoadingBlock />;
  if (status.isError) return <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />;
  const feed = status.data;
  return (
    <section className="card lottery-feed" data-testid="lottery-feed-status">
      <div className="card-toolbar lottery-feed__head">
        <strong>Results feed</strong>
        {feed.configured ? (
          <Badge tone="info">{feed.feedHost}</Badge>
        ) : (
          <Badge tone="neutral">not configured: results are entered by staff</Badge>
        )}
        {feed.autoApprove ? <Badge tone="warning">feed results approved on arrival</Badge> : null}
      </div>
      <dl className="lottery-feed__facts">
        <div>
          <dt>Last pull</dt>
          <dd title={feed.lastPullAt ? formatDateTime(feed.lastPullAt) : undefined}>{when(feed.lastPullAt)}</dd>
        </div>
        <div>
          <dt>Last clean pull</dt>
          <dd>{when(feed.lastCleanAt)}</dd>
        </div>
        <div>
          <dt>What the last pull did</dt>
          <dd>
            {feed.stored} stored · {feed.missing} not in the feed yet · {feed.refused.length} refused
          </dd>
        </div>
        <div>
          <dt>Last error</dt>
          <dd className={feed.lastError ? 'lottery-danger' : undefined} data-testid="lottery-feed-error">
            {feed.lastError ? `${feed.lastError} (${when(feed.lastErrorAt)})` : 'none'}
          </dd>
        </div>
      </dl>
      {feed.uncovered.length > 0 ? (
        <div className="lottery-feed__alerts" data-testid="lottery-uncovered">
          <strong>Corrections the member cannot cover ({feed.uncovered.length})</strong>
          <ul>
            {feed.uncovered.map((alert) => (
              <li key={alert.flagId}>
                Member #{alert.accountId}: {minorToDecimal(BigInt(alert.takeBackMinor))} to take back (draw{' '}
                {String(alert.detail.drawId ?? '')}, result v{String(alert.detail.resultVersion ?? '')}) ·{' '}
                {formatRelative(alert.createdAt)} — retried every minute; withdrawals held.{' '}
                <Link to="/risk/queue">Risk queue</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="table-wrap">
        <table className="table" data-testid="lottery-feed-waiting">
          <caption className="lottery-feed__caption">
            Draws waiting for an approved result ({feed.waiting.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Draw</th>
              <th scope="col">Time</th>
              <th scope="col">Pending result</th>
            </tr>
          </thead>
          <tbody>
            {feed.waiting.map((draw) => (
              <tr key={draw.drawId}>
                <td>
                  <span className="cell-strong">{provinceLabel(draw.province, draw.gameCode)}</span>
                  <span className="cell-sub muted">{GAME_LABELS[draw.gameCode]}</span>
                </td>
                <td>{formatDateTime(draw.drawAt)}</td>
                <td>
                  {draw.pending ? (
                    <Badge tone="warning">
                      awaiting approval ·{' '}
                      {draw.pending.source === 'feed' ? 'from the feed' : `by ${draw.pending.enteredBy}`}
                    </Badge>
                  ) : (
                    <Badge tone="neutral">no result yet</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
