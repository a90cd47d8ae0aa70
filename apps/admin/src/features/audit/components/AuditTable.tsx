import type { AuditEntry } from '@fortuna/contracts/staff';
import { Fragment, useState } from 'react';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { AuditDiff } from './AuditDiff';
import { actionTone } from './action-label';

interface AuditTableProps {
  entries: AuditEntry[];
  merchantCodes: ReadonlyMap<number, string>;
}

const COLUMN_COUNT = 7;

export function AuditTable({ entries, merchantCodes }: AuditTableProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null);

  return (
    <div className="table-wrap">
      <table className="table audit-table" data-testid="audit-table">
        <thead>
          <tr>
            <th scope="col" className="col-toggle">
              <span className="sr-only">Details</span>
            </th>
            <th scope="col">Time</th>
            <th scope="col">Staff</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Merchant</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const isExpanded = expandedId === entry.id;
            const merchantCode = entry.merchantId === null ? null : merchantCodes.get(entry.merchantId);
            return (
              <Fragment key={entry.id}>
                <tr className={isExpanded ? 'row-expanded' : undefined} data-testid="audit-row">
                  <td className="col-toggle">
                    <button
                      type="button"
                      className="icon-btn icon-btn-sm"
                      aria-expanded={isExpanded}
                      aria-controls={`audit-detail-${entry.id}`}
                      aria-label={isExpanded ? 'Hide changes' : 'Show changes'}
                      onClick={() => setExpandedId(isExpanded ? null : entry.id)}
                    >
                      <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={16} />
                    </button>
                  </td>
                  <td className="nowrap" title={formatDateTime(entry.createdAt)}>
                    <span className="cell-strong">{formatRelative(entry.createdAt)}</span>
                    <span className="cell-sub muted">{formatDateTime(entry.createdAt)}</span>
                  </td>
                  <td>{entry.staffUsername ?? <span className="muted">system</span>}</td>
                  <td>
                    <Badge tone={actionTone(entry.action)}>{entry.action}</Badge>
                  </td>
                  <td>
                    <span className="muted">{entry.targetType}</span> <span className="mono">#{entry.targetId}</span>
                  </td>
                  <td>
                    {entry.merchantId === null ? (
                      <span className="muted">—</span>
                    ) : (
                      <span className="code-pill">{merchantCode ?? `#${entry.merchantId}`}</span>
                    )}
                  </td>
                  <td className="mono muted">{entry.ip}</td>
                </tr>
                {isExpanded ? (
                  <tr className="row-detail" id={`audit-detail-${entry.id}`}>
                    <td colSpan={COLUMN_COUNT}>
                      <AuditDiff before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
