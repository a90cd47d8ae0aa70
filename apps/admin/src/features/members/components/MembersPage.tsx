import type { MemberSummary } from '@fortuna/contracts/members';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { useCanActOnMembers } from '../../../session/permissions';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { membersQuery } from '../api/members.api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { MemberFilterBar } from './MemberFilterBar';
import { type MemberAction, MembersTable } from './MembersTable';
import { SignOutDialog } from './SignOutDialog';
import { StatusReasonDialog } from './StatusReasonDialog';

const SEARCH_DELAY_MS = 300;

interface PendingAction {
  member: MemberSummary;
  action: MemberAction;
}

export function MembersPage() {
  const canAct = useCanActOnMembers();
  const merchants = useQuery(merchantsQuery);
  const [chosenMerchantId, setChosenMerchantId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const merchantId = chosenMerchantId ?? merchants.data?.[0]?.id;
  const members = useQuery({
    ...membersQuery({ merchantId: merchantId ?? 0, search: settledSearch, pageNo, pageSize }),
    enabled: merchantId !== undefined,
  });

  function handleSearchChange(next: string) {
    setSearch(next);
    setPageNo(1);
  }

  const page = members.data;
  return (
    <div data-testid="members-page">
      <PageHeader title="Members" description="Players and agents of a merchant: status, balance and live sessions." />
      <section className="card card-flush">
        <MemberFilterBar
          merchants={merchants.data ?? []}
          merchantId={merchantId}
          search={search}
          onMerchantChange={(id) => {
            setChosenMerchantId(id);
            setPageNo(1);
          }}
          onSearchChange={handleSearchChange}
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
              onPageChange={setPageNo}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPageNo(1);
              }}
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
