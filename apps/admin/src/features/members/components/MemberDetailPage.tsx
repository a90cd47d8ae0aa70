import type { MemberDetail } from '@fortuna/contracts/members';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { merchantsQuery } from '../../../api/merchant-queries';
import { useCanActOnMembers } from '../../../session/permissions';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { memberDetailQuery } from '../api/members.api';
import { MemberKnownIps, MemberSessions } from './MemberActivity';
import { MemberLockCard } from './MemberLockCard';
import { formatBalance, membersListHref, memberTypeLabel, STATUS_META } from './member-meta';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SignOutDialog } from './SignOutDialog';
import { StatusReasonDialog } from './StatusReasonDialog';

type DetailDialog = 'suspend' | 'reactivate' | 'signout' | 'reset';

function parseMemberId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function MemberDetailPage() {
  const memberId = parseMemberId(useParams().memberId);
  if (memberId === null) {
    return (
      <EmptyState title="This member does not exist">
        <Link to="/members" className="btn btn-ghost">
          Back to members
        </Link>
      </EmptyState>
    );
  }
  return <MemberDetailView key={memberId} memberId={memberId} />;
}

function NotSet() {
  return <span className="muted">Not set</span>;
}

function DetailRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function MemberDetailView({ memberId }: { memberId: number }) {
  const location = useLocation();
  const canAct = useCanActOnMembers();
  const detail = useQuery(memberDetailQuery(memberId));
  const merchants = useQuery(merchantsQuery);
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const member = detail.data;
  const merchant = merchants.data?.find((item) => item.id === member?.merchantId);
  const backHref = membersListHref(location.state, member?.merchantId);

  return (
    <div data-testid="member-detail">
      <PageHeader
        eyebrow={
          <Link to={backHref} className="back-link" data-testid="member-back">
            <Icon name="chevronLeft" size={14} /> Members
          </Link>
        }
        title={member?.username ?? 'Member'}
        description={member ? <MemberHeadline member={member} merchantCode={merchant?.code} /> : undefined}
        actions={member && canAct ? <MemberActions member={member} onAction={(action) => setDialog(action)} /> : null}
      />
      {detail.isPending ? <LoadingBlock label="Loading the member…" /> : null}
      {detail.isError ? <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {member ? (
        <div className={detail.isRefetching ? 'detail-layout is-refreshing' : 'detail-layout'}>
          <div className="detail-grid">
            <section className="card detail-card" aria-labelledby="member-account-title">
              <h2 className="card-title" id="member-account-title">
                Account
              </h2>
              <dl className="detail-list">
                <DetailRow label="Status" testId="member-detail-status">
                  <Badge tone={STATUS_META[member.status].tone} dot>
                    {STATUS_META[member.status].label}
                  </Badge>
                </DetailRow>
                <DetailRow label="Type">{memberTypeLabel(member.type)}</DetailRow>
                <DetailRow label="Upline">
                  {member.uplineUsername ? <span className="mono">{member.uplineUsername}</span> : <NotSet />}
                </DetailRow>
                <DetailRow label="Balance" testId="member-detail-balance">
                  <span className="mono detail-strong">{formatBalance(member)}</span>
                </DetailRow>
                <DetailRow label="Joined">{formatDateTime(member.createdAt)}</DetailRow>
                <DetailRow label="Last sign-in">
                  {member.lastLoginAt ? (
                    <>
                      <span title={formatDateTime(member.lastLoginAt)}>{formatRelative(member.lastLoginAt)}</span>
                      {member.lastLoginIp ? <span className="mono muted"> · {member.lastLoginIp}</span> : null}
                    </>
                  ) : (
                    <span className="muted">Never</span>
                  )}
                </DetailRow>
              </dl>
            </section>
            <section className="card detail-card" aria-labelledby="member-contact-title">
              <h2 className="card-title" id="member-contact-title">
                Contact and security
              </h2>
              <dl className="detail-list">
                <DetailRow label="Email" testId="member-detail-email">
                  {member.email ? <span className="break-anywhere">{member.email}</span> : <NotSet />}
                </DetailRow>
                <DetailRow label="Mobile" testId="member-detail-mobile">
                  {member.mobile ? <span className="mono">{member.mobile}</span> : <NotSet />}
                </DetailRow>
                <DetailRow label="Birthday">{member.birthday ?? <NotSet />}</DetailRow>
                <DetailRow label="Authenticator" testId="member-detail-totp">
                  <Badge tone={member.totpEnabled ? 'success' : 'neutral'} dot>
                    {member.totpEnabled ? 'On' : 'Off'}
                  </Badge>
                </DetailRow>
              </dl>
            </section>
            <MemberLockCard member={member} canAct={canAct} />
          </div>
          <div className="detail-tables">
            <MemberSessions member={member} />
            <MemberKnownIps member={member} />
          </div>
        </div>
      ) : null}
      {member && dialog === 'reset' ? <ResetPasswordDialog member={member} onClose={() => setDialog(null)} /> : null}
      {member && dialog === 'signout' ? <SignOutDialog member={member} onClose={() => setDialog(null)} /> : null}
      {member && (dialog === 'suspend' || dialog === 'reactivate') ? (
        <StatusReasonDialog
          member={member}
          nextStatus={dialog === 'suspend' ? 'suspended' : 'active'}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function MemberHeadline({ member, merchantCode }: { member: MemberDetail; merchantCode: string | undefined }) {
  return (
    <span className="detail-headline">
      <span className="code-pill">{merchantCode ?? `#${member.merchantId}`}</span>
      <Badge tone={STATUS_META[member.status].tone} dot>
        {STATUS_META[member.status].label}
      </Badge>
      <span>{memberTypeLabel(member.type)}</span>
      {member.nickname && member.nickname !== member.username ? <span>· {member.nickname}</span> : null}
    </span>
  );
}

function MemberActions({ member, onAction }: { member: MemberDetail; onAction: (action: DetailDialog) => void }) {
  return (
    <div className="detail-actions">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        data-testid="member-reset-password"
        onClick={() => onAction('reset')}
      >
        <Icon name="key" size={16} /> Reset password
      </button>
      {member.status === 'active' ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="member-suspend"
          onClick={() => onAction('suspend')}
        >
          Suspend
        </button>
      ) : null}
      {member.status === 'suspended' ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="member-reactivate"
          onClick={() => onAction('reactivate')}
        >
          Reactivate
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        data-testid="member-signout"
        title="Sign out of every session"
        onClick={() => onAction('signout')}
      >
        <Icon name="logout" size={16} /> Sign out
      </button>
    </div>
  );
}
