import type { MemberDetail } from '@fortuna/contracts/members';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { EmptyState } from '../../../ui/StateViews';

function TimeCell({ iso }: { iso: string }) {
  return (
    <td className="nowrap">
      <time dateTime={iso} title={formatDateTime(iso)}>
        {formatRelative(iso)}
      </time>
      <span className="cell-sub muted">{formatDateTime(iso)}</span>
    </td>
  );
}

/** The member's live sessions: where each was opened and until when it lasts. */
export function MemberSessions({ member }: { member: MemberDetail }) {
  return (
    <section className="card card-flush" aria-labelledby="member-sessions-title" data-testid="member-sessions">
      <header className="card-header">
        <h2 className="card-title" id="member-sessions-title">
          Live sessions
        </h2>
        <Badge tone={member.sessions.length > 0 ? 'accent' : 'neutral'}>{member.sessions.length}</Badge>
      </header>
      {member.sessions.length === 0 ? (
        <EmptyState title="No live sessions">The member is signed out everywhere.</EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table table-dense">
            <thead>
              <tr>
                <th scope="col">IP address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {member.sessions.map((session) => (
                <tr key={session.id} data-testid="member-session-row">
                  <td className="mono">{session.ip}</td>
                  <TimeCell iso={session.createdAt} />
                  <TimeCell iso={session.expiresAt} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Addresses the member has signed in from; a sign-in from any other one asks for a second factor. */
export function MemberKnownIps({ member }: { member: MemberDetail }) {
  const byLastSeen = [...member.knownIps].sort(
    (a, b) => (Date.parse(b.lastSeenAt) || 0) - (Date.parse(a.lastSeenAt) || 0),
  );
  return (
    <section className="card card-flush" aria-labelledby="member-ips-title" data-testid="member-known-ips">
      <header className="card-header">
        <h2 className="card-title" id="member-ips-title">
          Known IP addresses
        </h2>
        <Badge>{member.knownIps.length}</Badge>
      </header>
      {byLastSeen.length === 0 ? (
        <EmptyState title="No known addresses">The first sign-in records one.</EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table table-dense">
            <thead>
              <tr>
                <th scope="col">IP address</th>
                <th scope="col">First seen</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {byLastSeen.map((known) => (
                <tr key={known.ip} data-testid="member-known-ip-row">
                  <td className="mono">
                    {known.ip}
                    {known.ip === member.lastLoginIp ? <span className="you-tag nowrap">last sign-in</span> : null}
                  </td>
                  <TimeCell iso={known.firstSeenAt} />
                  <TimeCell iso={known.lastSeenAt} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
