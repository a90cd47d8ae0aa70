import type { Downline } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { Pagination } from '../../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { downlinesQuery } from '../api/downlines';
import { pageCount } from '../hooks/downline-list';
import { useDownlineBrowser } from '../hooks/useDownlineBrowser';
import { ContractOfferDialog } from './ContractOfferDialog';
import { DownlineBreadcrumb } from './DownlineBreadcrumb';
import { DownlineSearch } from './DownlineSearch';
import { DownlineTable } from './DownlineTable';
import './team.css';
import './downlines.css';

/** downlineManagmentView: direct downlines with their figures; drill into agents, search, offer contracts. */
export function DownlinePanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { browse, timeZone, query, openTeam, setSearch, setRange, setPage } = useDownlineBrowser();
  const page = useQuery(downlinesQuery(query));
  const [offerTo, setOfferTo] = useState<Downline | null>(null);

  const renderBody = () => {
    if (query === null) return null;
    if (page.isPending) return <LoadingState />;
    if (page.isError) {
      return (
        <ErrorState
          message={errorMessage(page.error)}
          onRetry={() => void page.refetch()}
          isRetrying={page.isFetching}
        />
      );
    }
    const { list, path, total, pageNo, pageSize } = page.data;
    return (
      <>
        {browse.search ? (
          <p className="team-downlines__heading">
            {t('agentCentre.team.downlines.searchResults', { search: browse.search })}
          </p>
        ) : (
          <DownlineBreadcrumb path={path} onOpen={openTeam} />
        )}
        {list.length === 0 ? (
          <EmptyState
            icon="users"
            title={
              browse.search
                ? t('agentCentre.team.downlines.emptySearch', { search: browse.search })
                : t('agentCentre.team.downlines.empty')
            }
            text={browse.search ? undefined : t('agentCentre.team.downlines.emptyHint')}
            testId="downline-empty"
          />
        ) : (
          <>
            <DownlineTable
              list={list}
              currencySymbol={currencySymbol}
              onOpenTeam={(downline) => openTeam(downline.id)}
              onSetContract={setOfferTo}
            />
            <p className="team-downlines__total" data-testid="downline-total">
              {t('agentCentre.team.downlines.total', { count: total })}
            </p>
          </>
        )}
        <Pagination
          pageNo={pageNo}
          totalPages={pageCount(total, pageSize)}
          onPageChange={setPage}
          isDisabled={page.isFetching}
          testId="downline-pagination"
        />
      </>
    );
  };

  return (
    <div
      className={`team-downlines${page.isPlaceholderData ? ' team-downlines--updating' : ''}`}
      aria-busy={page.isFetching}
      data-testid="downline-management"
    >
      <DateRangePicker range={browse.range} onChange={setRange} timeZone={timeZone} testIdPrefix="downlines" />
      <DownlineSearch key={browse.parentId ?? 'me'} search={browse.search} onSearch={setSearch} />
      {renderBody()}
      <ContractOfferDialog downline={offerTo} onClose={() => setOfferTo(null)} />
    </div>
  );
}
