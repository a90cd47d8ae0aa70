import type { MemberSummary } from '@fortuna/contracts/members';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { formatBalance, type MemberLinkState, memberTypeLabel, STATUS_META } from './member-meta';

export type MemberAction = 'suspend' | 'reactivate' | 'signout';

interface MembersTableProps {
  members: readonly MemberSummary[];
  canAct: boolean;
  onAction: (member: MemberSummary, action: MemberAction) => void;
}

function RowActions({ member, onAction }: { member: MemberSummary; onAction: MembersTableProps['onAction'] }) {
  return (
    <div className="row-actions nowrap">
      {member.status === 'active' ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="member-suspend"
          onClick={() => onAction(member, 'suspend')}
        >
          Suspend
        </button>
      ) : null}
      {member.status === 'suspended' ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="member-reactivate"
          onClick={() => onAction(member, 'reactivate')}
        >
          Reactivate
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm nowrap"
        data-testid="member-signout"
        title="Sign out of every session"
        onClick={() => onAction(member, 'signout')}
      >
        Sign out
      </button>
    </div>
  );
}

export function MembersTable({ members, canAct, onAction }: MembersTableProps) {
  const { pathname, search } = useLocation();
  const linkState: MemberLinkState = { from: `${pathname}${search}` };
  return (
    <div className="table-wrap">
      <table className="table table-dense" data-testid="members-table">
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Nickname</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Upline</th>
            <th scope="col">Balance</th>
            <th scope="col">Last sign-in</th>
            <th scope="col" title="Live sessions">
              Sessions
            </th>
            {canAct ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-testid={`member-row-${member.username}`}>
              <td className="mono cell-strong">
                {canAct ? (
                  <Link
                    to={`/members/${member.id}`}
                    state={linkState}
                    className="member-link"
                    title={`Open ${member.username}`}
                    data-testid="member-open"
                  >
                    {member.username}
                  </Link>
                ) : (
                  member.username
                )}
              </td>
              <td>{member.nickname}</td>
              <td>{memberTypeLabel(member.type)}</td>
              <td>
                <Badge tone={STATUS_META[member.status].tone} dot testId="member-status">
                  {STATUS_META[member.status].label}
                </Badge>
              </td>
              <td className="mono">{member.uplineUsername ?? <span className="muted">—</span>}</td>
              <td className="mono nowrap">{formatBalance(member)}</td>
              <td className="nowrap">
                {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : <span className="muted">Never</span>}
                {member.lastLoginIp ? <span className="cell-sub muted mono">{member.lastLoginIp}</span> : null}
              </td>
              <td>{member.liveSessions}</td>
              {canAct ? (
                <td className="col-actions">
                  <RowActions member={member} onAction={onAction} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
