import type { BetRecord } from '@fortuna/contracts/bet-records';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { safeGameUrl } from '../../seamless/hooks/game-url';
import { betRecordsQuery, requestReplay } from '../api/bet-records';
import { useBetRecordFilters } from '../hooks/useBetRecordFilters';
import { BetRecordFilters } from './BetRecordFilters';
import { BetRecordTable } from './BetRecordTable';
import { BetTotalsStrip } from './BetTotalsStrip';
import { ReplayModal } from './ReplayModal';
import './bet-record.css';
import '../../../i18n/account-texts';

/** The member centre's bet record (personalHistoryCopy): filters, totals, the rounds, replays and pages. */
export function BetRecordPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const filters = useBetRecordFilters();
  const records = useQuery(betRecordsQuery(filters.request));
  const panelRef = useRef<HTMLDivElement>(null);
  const [replay, setReplay] = useState<{ url: string; gameName: string } | null>(null);

  const replayLink = useMutation({
    mutationFn: (record: BetRecord) => requestReplay(record.id),
    onSuccess: (link, record) => {
      const url = safeGameUrl(link.url, window.location.origin);
      if (!url) {
        showDialog({ icon: 'error', message: t('betRecord.replayWindow.refused') });
        return;
      }
      setReplay({ url, gameName: record.gameName });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const changePage = (pageNo: number) => {
    filters.setPageNo(pageNo);
    panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const renderBody = () => {
    if (filters.request === null) return null;
    if (records.isPending) return <LoadingState />;
    if (records.isError) {
      return (
        <ErrorState
          message={errorMessage(records.error)}
          onRetry={() => void records.refetch()}
          isRetrying={records.isFetching}
        />
      );
    }
    const page = records.data;
    if (page.list.length === 0) {
      return (
        <EmptyState
          icon="receipt"
          title={t('betRecord.empty')}
          text={t('betRecord.emptyHint')}
          testId="bet-record-empty"
        />
      );
    }
    return (
      <>
        <BetTotalsStrip totals={page.totals} currencySymbol={currencySymbol} testId="bet-totals" />
        <BetRecordTable
          records={page.list}
          currencySymbol={currencySymbol}
          replayingId={replayLink.isPending ? (replayLink.variables?.id ?? null) : null}
          onReplay={(record) => replayLink.mutate(record)}
        />
        <div className="bet-record-footer">
          <Pagination
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onPageChange={changePage}
            isDisabled={records.isFetching}
            testId="bet-record-pagination"
          />
        </div>
      </>
    );
  };

  return (
    <div
      ref={panelRef}
      className={`bet-record-panel${records.isPlaceholderData ? ' bet-record-panel--updating' : ''}`}
      aria-busy={records.isFetching}
      data-testid="bet-record-panel"
    >
      <BetRecordFilters filters={filters} />
      {renderBody()}
      <ReplayModal url={replay?.url ?? null} gameName={replay?.gameName ?? ''} onClose={() => setReplay(null)} />
    </div>
  );
}
