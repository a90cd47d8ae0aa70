import type { VnAdminDraw, VnResult } from '@fortuna/contracts/lottery-vn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useSessionStore } from '../../../session/session-store';
import { Badge } from '../../../ui/Badge';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { toast } from '../../../ui/toast-store';
import { decideResult, LOTTERY_DRAWS_KEY, vnDrawsQuery, voidDraw } from '../api/lottery-results.api';
import { CutoffPanel } from './CutoffPanel';
import { FeedStatusPanel } from './FeedStatusPanel';
import { LiabilityDialog } from './LiabilityDialog';
import { OddsTablesPanel } from './OddsTablesPanel';
import { GAME_LABELS, headlinePrize, PRIZE_LABELS, provinceLabel, ResultEntryDialog } from './ResultEntryDialog';
import './lottery-results.css';

function ResultVersion({ result, me, draw }: { result: VnResult; me: string | undefined; draw: VnAdminDraw }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideResult(result.resultId, decision),
    onSuccess: (decided) => {
      toast.success(decided.status === 'approved' ? 'Result approved: the draw is being settled' : 'Result rejected');
      void queryClient.invalidateQueries({ queryKey: LOTTERY_DRAWS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const ownEntry = result.enteredBy === me;
  return (
    <div className="lottery-version" data-testid="lottery-result-version" data-status={result.status}>
      <div className="lottery-version__head">
        <strong>v{result.version}</strong>
        <Badge tone={result.status === 'approved' ? 'success' : result.status === 'pending' ? 'warning' : 'neutral'}>
          {result.status}
        </Badge>
        <span className="muted">
          by {result.enteredBy}
          {result.source === 'feed' ? ' (results feed)' : ''}
          {result.decidedBy ? `, ${result.status} by ${result.decidedBy}` : ''}
        </span>
      </div>
      <p className="lottery-version__numbers">
        {PRIZE_LABELS[headlinePrize(draw.gameCode)]}:{' '}
        <strong>{result.prizes[headlinePrize(draw.gameCode)]?.[0]}</strong>
      </p>
      {result.status === 'pending' && draw.status !== 'void' ? (
        <div className="lottery-version__actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={ownEntry || decide.isPending}
            title={ownEntry ? 'Another staff member must approve what you entered' : undefined}
            data-testid="lottery-result-approve"
            onClick={() => decide.mutate('approve')}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            Reject
          </button>
          {ownEntry ? <span className="muted">You entered this result: another staff member approves it.</span> : null}
        </div>
      ) : null}
    </div>
  );
}

function DrawRow({
  draw,
  me,
  onEnter,
  onLiability,
}: {
  draw: VnAdminDraw;
  me: string | undefined;
  onEnter: () => void;
  onLiability: () => void;
}) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => voidDraw(draw.drawId),
    onSuccess: () => {
      toast.success('Draw voided: every bet is refunded');
      void queryClient.invalidateQueries({ queryKey: LOTTERY_DRAWS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const isPast = Date.parse(draw.drawAt) <= Date.now();
  return (
    <tr data-testid="lottery-draw-row" data-draw-id={draw.drawId} data-province={draw.province}>
      <td>
        <span className="cell-strong">{provinceLabel(draw.province, draw.gameCode)}</span>
        <span className="cell-sub muted">{GAME_LABELS[draw.gameCode]}</span>
      </td>
      <td>{new Date(draw.drawAt).toLocaleString()}</td>
      <td>
        <Badge tone={draw.status === 'drawn' ? 'success' : draw.status === 'void' ? 'neutral' : 'info'}>
          {draw.status === 'drawn' ? 'settled' : draw.status}
        </Badge>
      </td>
      <td>{draw.betCount}</td>
      <td>
        {draw.results.map((result) => (
          <ResultVersion key={result.resultId} result={result} me={me} draw={draw} />
        ))}
      </td>
      <td className="col-actions">
        {draw.status !== 'void' && isPast ? (
          <button type="button" className="btn btn-sm" data-testid="lottery-enter-result" onClick={onEnter}>
            {draw.status === 'drawn' ? 'Correct result' : 'Enter result'}
          </button>
        ) : null}
        {draw.status === 'open' && draw.betCount > 0 ? (
          <button type="button" className="btn btn-ghost btn-sm" data-testid="lottery-liability" onClick={onLiability}>
            Liability
          </button>
        ) : null}
        {draw.status === 'open' ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={cancel.isPending}
            onClick={() => {
              if (window.confirm('Void this draw and refund every bet on it?')) cancel.mutate();
            }}
          >
            Void
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Back office → Lottery results: the regional draws past their time, the official results entered by
 * staff or the results feed, their approval by a second staff member, corrections and voiding.
 */
export function LotteryResultsPage() {
  const [view, setView] = useState<'due' | 'all'>('due');
  const draws = useQuery(vnDrawsQuery(view));
  const me = useSessionStore((state) => state.staff?.username);
  const [entering, setEntering] = useState<VnAdminDraw | null>(null);
  const [liabilityOf, setLiabilityOf] = useState<VnAdminDraw | null>(null);
  return (
    <div data-testid="lottery-results-page">
      <PageHeader
        title="Lottery results"
        description="Official results of the North, Central and South draws, the 4D draws (Magnum, Da Ma Cai, Toto) and the Thai government draw. A result settles bets only once a staff member other than the one who entered it approves it; an approved result can be corrected by a new version, which settles only the difference."
      />
      <CutoffPanel />
      <OddsTablesPanel />
      <FeedStatusPanel />
      <section className="card card-flush">
        <div className="card-toolbar">
          <Tabs
            label="Draws"
            active={view}
            onChange={setView}
            tabs={[
              { key: 'due', label: 'Awaiting result' },
              { key: 'all', label: 'Recent and coming draws' },
            ]}
          />
        </div>
        {draws.isPending ? <LoadingBlock /> : null}
        {draws.isError ? <ErrorBlock error={draws.error} onRetry={() => void draws.refetch()} /> : null}
        {draws.data?.length === 0 ? <EmptyState title="No draw awaits a result" icon="shield" /> : null}
        {draws.data && draws.data.length > 0 ? (
          <div className="table-wrap">
            <table className="table" data-testid="lottery-draws-table">
              <thead>
                <tr>
                  <th scope="col">Province</th>
                  <th scope="col">Draw</th>
                  <th scope="col">Status</th>
                  <th scope="col">Bets</th>
                  <th scope="col">Results</th>
                  <th scope="col" className="col-actions">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draws.data.map((draw) => (
                  <DrawRow
                    key={draw.drawId}
                    draw={draw}
                    me={me}
                    onEnter={() => setEntering(draw)}
                    onLiability={() => setLiabilityOf(draw)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {entering ? <ResultEntryDialog draw={entering} onClose={() => setEntering(null)} /> : null}
      {liabilityOf ? <LiabilityDialog draw={liabilityOf} onClose={() => setLiabilityOf(null)} /> : null}
    </div>
  );
}
