import { CONTRACT_KINDS, type ContractKind, type SettlementRunResult } from '@fortuna/contracts/agents';
import { parseMinor } from '@fortuna/contracts/money';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { formatAmount } from '../../finance/components/finance-meta';
import { runSettlement } from '../api/settlements.api';
import { useAgentAction } from '../hooks/useAgentAction';
import { CONTRACT_KIND_META } from './agent-meta';
import { localInputToIso, RUN_PERIOD_HINTS, runAtProblem, suggestedRunAt } from './run-at';

interface RunSettlementCardProps {
  merchantId: number;
  currencySymbol: string;
}

interface RunDone {
  kind: ContractKind;
  at: string;
  result: SettlementRunResult;
}

export function RunResult({ done, currencySymbol }: { done: RunDone; currencySymbol: string }) {
  const { result } = done;
  return (
    <div className="run-result" data-testid="settlement-run-result" role="status">
      <p className="run-result-head">
        <Icon name="check" size={16} /> {CONTRACT_KIND_META[done.kind].label} settled
        <span className="muted">for the period holding {formatDateTime(done.at)}</span>
      </p>
      <dl className="run-result-grid">
        <div>
          <dt>Periods</dt>
          <dd className="mono">{result.periods}</dd>
        </div>
        <div>
          <dt>Contracts</dt>
          <dd className="mono">{result.contracts}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd className="mono">{result.paid}</dd>
        </div>
        <div>
          <dt title="Periods settled before: skipped, nothing paid twice">Already settled</dt>
          <dd className="mono">{result.alreadySettled}</dd>
        </div>
        <div className="run-result-total">
          <dt>Total</dt>
          <dd className="mono">{formatAmount(result.total, currencySymbol)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Settles a kind of contract for the ended period holding an instant; running it again pays nothing twice. */
export function RunSettlementCard({ merchantId, currencySymbol }: RunSettlementCardProps) {
  const [kind, setKind] = useState<ContractKind>('daily');
  const [at, setAt] = useState(() => suggestedRunAt('daily'));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<RunDone | null>(null);
  const run = useAgentAction(runSettlement);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = runAtProblem(at);
    const iso = localInputToIso(at);
    setProblem(found);
    if (found || !iso) return;
    const body = { merchantId, kind, at: iso };
    run.mutate(body, {
      onSuccess: (result) => {
        setDone({ kind, at: iso, result });
        const total = parseMinor(result.total.amountMinor);
        toast.success(
          result.paid > 0 || total > 0n
            ? `${CONTRACT_KIND_META[kind].label}: ${result.paid} paid`
            : `${CONTRACT_KIND_META[kind].label}: nothing new to pay`,
        );
      },
    });
  }

  return (
    <section className="card run-card" data-testid="settlement-run">
      <div className="run-card-body">
        <form className="form-grid run-form" onSubmit={handleSubmit} noValidate>
          <div>
            <h2 className="card-title">Run settlement</h2>
            <p className="card-subtitle">
              Settles every contract of a kind for an ended period. Running it again is safe: periods already settled
              are skipped.
            </p>
          </div>
          {run.isError ? <Alert>{errorMessage(run.error)}</Alert> : null}
          <div className="form-row">
            <Field label="Kind" htmlFor="settlement-run-kind">
              <select
                id="settlement-run-kind"
                className="input"
                value={kind}
                data-testid="settlement-run-kind"
                onChange={(event) => {
                  const next = CONTRACT_KINDS.find((value) => value === event.target.value);
                  if (!next) return;
                  setKind(next);
                  setAt(suggestedRunAt(next));
                  setProblem(null);
                }}
              >
                {CONTRACT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {CONTRACT_KIND_META[value].label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              label="An instant inside the period"
              htmlFor="settlement-run-at"
              error={problem ?? undefined}
              hint={RUN_PERIOD_HINTS[kind]}
            >
              <input
                id="settlement-run-at"
                type="datetime-local"
                className="input"
                value={at}
                data-testid="settlement-run-at"
                aria-invalid={problem ? true : undefined}
                onChange={(event) => {
                  setAt(event.target.value);
                  setProblem(null);
                }}
              />
            </Field>
          </div>
          <div className="form-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={run.isPending}
              data-testid="settlement-run-submit"
            >
              {run.isPending ? 'Settling…' : 'Run settlement'}
            </button>
          </div>
        </form>
        {done ? <RunResult done={done} currencySymbol={currencySymbol} /> : null}
      </div>
    </section>
  );
}
