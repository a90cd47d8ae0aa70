import type { PromoLimits, PromoLimitsInput } from '@fortuna/contracts/promo-limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { Alert, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { claimLimitsQuery, useSaveClaimLimits } from './promotions.api';

type LimitKey = keyof PromoLimitsInput;

const LIMITS: readonly { key: LimitKey; label: string; hint: string }[] = [
  { key: 'perMember', label: 'Claims per member', hint: 'How many times one member may claim it over its whole life' },
  { key: 'perDevice', label: 'Claims per device', hint: 'Claims by all the accounts seen on one device' },
  {
    key: 'perPayeeAccount',
    label: 'Claims per payee account',
    hint: 'Claims by all the accounts sharing one payee account number',
  },
];

type LimitTexts = Record<LimitKey, string>;

const textsOf = (limits: PromoLimits): LimitTexts => ({
  perMember: limits.perMember === null ? '' : String(limits.perMember),
  perDevice: limits.perDevice === null ? '' : String(limits.perDevice),
  perPayeeAccount: limits.perPayeeAccount === null ? '' : String(limits.perPayeeAccount),
});

/** Empty is no limit; a number goes as a number and anything else as typed, for the server to refuse. */
function limitValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The field a validation refusal names ("perMember: Too small…"), so its message shows under that field. */
function fieldErrorOf(error: unknown): { key: LimitKey; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const match = /^(perMember|perDevice|perPayeeAccount): (.+)$/.exec(error.message);
  return match ? { key: match[1] as LimitKey, message: match[2] ?? error.message } : null;
}

/**
 * A promotion's abuse limits (claims per member, per device, per payee account; empty: no limit). Operators edit
 * them; finance staff read them. A claim over a limit is refused on the site and device or payee refusals flag the
 * member for the risk queue.
 */
export function ClaimLimitsPanel({ promotionId, canManage }: { promotionId: number; canManage: boolean }) {
  const limits = useQuery(claimLimitsQuery(promotionId));
  const save = useSaveClaimLimits();
  const [texts, setTexts] = useState<LimitTexts | null>(null);
  useEffect(() => {
    if (limits.data) setTexts(textsOf(limits.data));
  }, [limits.data]);

  if (limits.isPending) return <LoadingBlock />;
  if (limits.isError) return <ErrorBlock error={limits.error} onRetry={() => void limits.refetch()} />;
  if (!texts) return null;

  const fieldError = fieldErrorOf(save.error);
  const submit = () => {
    save.mutate(
      {
        promotionId,
        body: {
          perMember: limitValue(texts.perMember),
          perDevice: limitValue(texts.perDevice),
          perPayeeAccount: limitValue(texts.perPayeeAccount),
        },
      },
      {
        onSuccess: (saved) => {
          setTexts(textsOf(saved));
          toast.success('Claim limits saved');
        },
      },
    );
  };

  return (
    <section className="form-grid" data-testid="promo-limits" aria-label="Claim limits">
      <h3 className="cell-strong">Claim limits</h3>
      <p className="muted">
        Empty means no limit. A claim over a limit is refused on the site; refusals for a shared device or payee account
        also flag the member for the risk queue.
      </p>
      {save.isError && !fieldError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <div className="form-row">
        {LIMITS.map(({ key, label, hint }) => (
          <Field
            key={key}
            label={label}
            htmlFor={`promo-limit-${key}`}
            hint={hint}
            error={fieldError?.key === key ? fieldError.message : undefined}
          >
            <input
              id={`promo-limit-${key}`}
              className="input"
              inputMode="numeric"
              placeholder="No limit"
              data-testid={`promo-limit-${key}`}
              value={texts[key]}
              readOnly={!canManage}
              aria-invalid={fieldError?.key === key}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
            />
          </Field>
        ))}
      </div>
      {canManage ? (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            onClick={submit}
            data-testid="promo-limits-save"
          >
            {save.isPending ? 'Saving…' : 'Save limits'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
