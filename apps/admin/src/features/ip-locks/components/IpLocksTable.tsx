import type { IpLock } from '@fortuna/contracts/members';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { ipLockTerm } from './ip-lock-term';

/** The third lock within 24 hours is the one that lasts until support lifts it. */
const REPEATED_LOCKS = 3;

function LockTerm({ lock }: { lock: IpLock }) {
  const term = ipLockTerm(lock);
  if (term.kind === 'permanent') {
    return (
      <Badge tone="danger" dot>
        Until unlocked
      </Badge>
    );
  }
  if (term.kind === 'lapsed') {
    return (
      <>
        <Badge>Lapsed</Badge>
        <span className="cell-sub muted">{formatDateTime(term.until)}</span>
      </>
    );
  }
  return (
    <>
      <time dateTime={term.until} className="cell-strong">
        {formatDateTime(term.until)}
      </time>
      <span className="cell-sub muted">lifts {formatRelative(term.until)}</span>
    </>
  );
}

interface IpLocksTableProps {
  locks: readonly IpLock[];
  onUnlock: (lock: IpLock) => void;
}

export function IpLocksTable({ locks, onUnlock }: IpLocksTableProps) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="ip-locks-table">
        <thead>
          <tr>
            <th scope="col">IP address</th>
            <th scope="col">Locked until</th>
            <th scope="col" title="How many times the address was locked">
              Locks
            </th>
            <th scope="col">Since</th>
            <th scope="col" className="col-actions">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {locks.map((lock) => (
            <tr key={lock.id} data-testid="ip-lock-row">
              <td className="mono cell-strong" data-testid="ip-lock-ip">
                {lock.ip}
              </td>
              <td className="nowrap">
                <LockTerm lock={lock} />
              </td>
              <td>
                <Badge tone={lock.lockCount >= REPEATED_LOCKS ? 'danger' : 'neutral'}>×{lock.lockCount}</Badge>
              </td>
              <td className="nowrap">
                <time dateTime={lock.createdAt} title={formatDateTime(lock.createdAt)}>
                  {formatRelative(lock.createdAt)}
                </time>
                <span className="cell-sub muted">{formatDateTime(lock.createdAt)}</span>
              </td>
              <td className="col-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  data-testid="ip-lock-unlock"
                  onClick={() => onUnlock(lock)}
                >
                  <Icon name="unlock" size={16} /> Unlock
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
