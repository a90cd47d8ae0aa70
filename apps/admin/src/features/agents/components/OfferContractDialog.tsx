import { CONTRACT_KINDS, DIVIDEND_PERIODS } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { offerContract } from '../api/contracts.api';
import { treeQuery } from '../api/tree.api';
import { useAgentAction } from '../hooks/useAgentAction';
import { CONTRACT_KIND_META, DIVIDEND_PERIOD_LABELS } from './agent-meta';
import { ContractChips } from './ContractChips';
import { emptyOfferDraft, type OfferDraft, resolveAgent, topLevelAgents, validateOffer } from './offer-draft';
import { TierEditor } from './TierEditor';

interface OfferContractDialogProps {
  merchantId: number;
  currencySymbol: string;
  /** A top-level agent's username to start with (from the tree). */
  initialAgent?: string | undefined;
  onClose: () => void;
}

/** The platform offers a top-level agent a contract: kind, dividend period and the tier table. */
export function OfferContractDialog({ merchantId, currencySymbol, initialAgent, onClose }: OfferContractDialogProps) {
  const formId = useId();
  const listId = useId();
  const [draft, setDraft] = useState<OfferDraft>(() => emptyOfferDraft(initialAgent ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const roots = useQuery(treeQuery({ merchantId }));
  const agents = topLevelAgents(roots.data ?? []);
  const chosen = resolveAgent(draft.agent, agents);
  const offer = useAgentAction(offerContract);
  const isDividend = draft.kind === 'dividend';

  function change(changes: Partial<OfferDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateOffer(draft, merchantId, agents);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    offer.mutate(result.body, {
      onSuccess: () => {
        toast.success(
          `${CONTRACT_KIND_META[result.body.kind].label} contract offered to ${chosen?.username ?? 'the agent'}`,
        );
        onClose();
      },
    });
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" disabled={offer.isPending} onClick={onClose}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={offer.isPending || roots.isPending}
        data-testid="contract-offer-submit"
      >
        {offer.isPending ? 'Offering…' : 'Offer contract'}
      </button>
    </>
  );

  return (
    <Modal
      open
      wide
      title="Offer a contract"
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="contract-offer-dialog"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {offer.isError ? <Alert>{errorMessage(offer.error)}</Alert> : null}
        {roots.isError ? <Alert>{`The top-level agents cannot be read: ${errorMessage(roots.error)}`}</Alert> : null}
        <Field
          label="Top-level agent"
          htmlFor="contract-offer-agent"
          error={errors.agentId}
          hint={
            roots.isPending
              ? 'Loading the top-level agents…'
              : `${agents.length} top-level agents: username or account id`
          }
        >
          <input
            id="contract-offer-agent"
            className="input input-mono"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            value={draft.agent}
            data-testid="contract-offer-agent"
            aria-invalid={errors.agentId ? true : undefined}
            onChange={(event) => change({ agent: event.target.value })}
          />
          <datalist id={listId}>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.username}>
                #{agent.id} · team {agent.teamSize}
              </option>
            ))}
          </datalist>
        </Field>
        {chosen ? (
          <p className="offer-agent-note" data-testid="contract-offer-agent-found">
            <span className="mono cell-strong">{chosen.username}</span>
            <span className="muted">
              #{chosen.id} · team {chosen.teamSize} · {chosen.directCount} direct
            </span>
            <ContractChips contracts={chosen.contracts} />
          </p>
        ) : null}
        <div className="form-row">
          <Field label="Kind" htmlFor="contract-offer-kind" hint={CONTRACT_KIND_META[draft.kind].hint}>
            <select
              id="contract-offer-kind"
              className="input"
              value={draft.kind}
              data-testid="contract-offer-kind"
              onChange={(event) => {
                const kind = CONTRACT_KINDS.find((value) => value === event.target.value);
                if (kind) change({ kind });
              }}
            >
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CONTRACT_KIND_META[kind].label}
                </option>
              ))}
            </select>
          </Field>
          {isDividend ? (
            <Field label="Dividend period" htmlFor="contract-offer-period" error={errors.period}>
              <select
                id="contract-offer-period"
                className="input"
                value={draft.period}
                data-testid="contract-offer-period"
                aria-invalid={errors.period ? true : undefined}
                onChange={(event) =>
                  change({ period: DIVIDEND_PERIODS.find((value) => value === event.target.value) ?? '' })
                }
              >
                <option value="">Choose…</option>
                {DIVIDEND_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {DIVIDEND_PERIOD_LABELS[period]}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <div className="field" />
          )}
        </div>
        <TierEditor
          tiers={draft.tiers}
          isDividend={isDividend}
          currencySymbol={currencySymbol}
          errors={errors}
          onChange={(tiers) => change({ tiers })}
        />
      </form>
    </Modal>
  );
}
