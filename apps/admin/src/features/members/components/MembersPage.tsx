import type { MemberSummary } from '@fortuna/contracts/members';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { useListFilters } from '../../../lib/useListFilters';
import { useSearchInput } from '../../../lib/useSearchInput';
import { useCanActOnMembers } from '../../../session/permissions';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { membersQuery } from '../api/members.api';
import { MemberFilterBar } from './MemberFilterBar';
import { type MemberAction, MembersTable } from './MembersTable';
import { SignOutDialog } from './SignOutDialog';
import { StatusReasonDialog } from './StatusReasonDialog';

interface PendingAction {
  member: MemberSummary;
  action: MemberAction;
}

export function MembersPage() {
  const canAct = useCanActOnMembers();
  const merchants = useQuery(merchantsQuery);
  const { filters, update } = useListFilters('username');
  const [searchText, setSearchText] = useSearchInput(filters.search, (search) => update({ search }, { replace: true }));
  const [pending, setPending] = useState<PendingAction | null>(null);

  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const members = useQuery({
    ...membersQuery({
      merchantId: merchantId ?? 0,
      search: filters.search,
      pageNo: filters.pageNo,
      pageSize: filters.pageSize,
    }),
    enabled: merchantId !== undefined,
  });

  const page = members.data;
  return (
    <div data-testid="members-page">
      <PageHeader
        title="Members"
        description={
          canAct
            ? 'Players and agents of a merchant: status, balance and live sessions. Open a member for contact details, sign-in locks and password resets.'
            : 'Players and agents of a merchant: status, balance and live sessions.'
        }
      />
      <section className="card card-flush">
        <MemberFilterBar
          merchants={merchants.data ?? []}
          merchantId={merchantId}
          search={searchText}
          onMerchantChange={(id) => update({ merchantId: id })}
          onSearchChange={setSearchText}
        />
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" /> : null}
        {members.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {members.isError ? <ErrorBlock error={members.error} onRetry={() => void members.refetch()} /> : null}
        {page && page.list.length === 0 ? (
          <EmptyState title="No members">No member of this merchant matches the search.</EmptyState>
        ) : null}
        {page && page.list.length > 0 ? (
          <div className={members.isPlaceholderData ? 'is-refreshing' : undefined}>
            <MembersTable
              members={page.list}
              canAct={canAct}
              onAction={(member, action) => setPending({ member, action })}
            />
          </div>
        ) : null}
        {page && page.total > 0 ? (
          <div className="card-footer">
            <Pagination
              pageNo={page.pageNo}
              totalPages={page.totalPages}
              total={page.total}
              pageSize={page.pageSize}
              onPageChange={(pageNo) => update({ pageNo })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          </div>
        ) : null}
      </section>
      {pending?.action === 'signout' ? (
        <SignOutDialog member={pending.member} onClose={() => setPending(null)} />
      ) : null}
      {pending && pending.action !== 'signout' ? (
        <StatusReasonDialog
          member={pending.member}
          nextStatus={pending.action === 'suspend' ? 'suspended' : 'active'}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
