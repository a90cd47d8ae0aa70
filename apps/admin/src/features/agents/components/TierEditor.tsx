import { MAX_CONTRACT_TIERS } from '@fortuna/contracts/agents';
import type { FieldErrors } from '../../../ui/form-errors';
import { Icon } from '../../../ui/Icon';
import { addTier, changeTier, removeTier, type TierDraft } from './tier-draft';

interface TierEditorProps {
  tiers: readonly TierDraft[];
  /** Salaries are a share of the team's valid bet; dividends of its net loss. */
  isDividend: boolean;
  currencySymbol: string;
  errors: FieldErrors;
  onChange: (tiers: TierDraft[]) => void;
}

function Cell({
  id,
  label,
  value,
  error,
  inputMode,
  suffix,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  inputMode: 'numeric' | 'decimal';
  suffix?: string;
  onChange: (value: string) => void;
}) {
  return (
    <td data-label={label}>
      <span className={suffix ? 'tier-input tier-input-suffix' : 'tier-input'}>
        <input
          id={id}
          className="input input-sm input-mono"
          inputMode={inputMode}
          autoComplete="off"
          aria-label={label}
          value={value}
          data-testid={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix ? <span className="tier-suffix">{suffix}</span> : null}
      </span>
      {error ? (
        <span className="field-error tier-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </td>
  );
}

/** The tiers of a contract: the highest tier a period reaches sets its rate. */
export function TierEditor({ tiers, isDividend, currencySymbol, errors, onChange }: TierEditorProps) {
  const figureLabel = `${isDividend ? 'Min team net loss' : 'Min team valid bet'}${currencySymbol ? ` (${currencySymbol})` : ''}`;
  return (
    <fieldset className="form-section tier-editor" data-testid="tier-editor">
      <legend className="form-section-title">Tiers</legend>
      <p className="field-hint tier-hint">
        The highest tier a period reaches sets the rate. Each tier needs more active members or a larger figure than the
        one before, and no lower rate.
      </p>
      <div className="table-wrap">
        <table className="table table-dense tier-table">
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Min active members</th>
              <th scope="col">{figureLabel}</th>
              <th scope="col">Rate</th>
              <th scope="col" className="col-actions">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the table
                <tr key={index} data-testid={`tier-row-${index}`}>
                  <th scope="row" className="mono">
                    {index + 1}
                  </th>
                  <Cell
                    id={`tier-${index}-active`}
                    label="Min active members"
                    inputMode="numeric"
                    value={tier.minActiveMembers}
                    error={errors[`tiers.${index}.minActiveMembers`]}
                    onChange={(value) => onChange(changeTier(tiers, index, { minActiveMembers: value }))}
                  />
                  <Cell
                    id={`tier-${index}-figure`}
                    label={figureLabel}
                    inputMode="decimal"
                    value={tier.minTeamFigure}
                    error={errors[`tiers.${index}.minTeamFigure`]}
                    onChange={(value) => onChange(changeTier(tiers, index, { minTeamFigure: value }))}
                  />
                  <Cell
                    id={`tier-${index}-rate`}
                    label="Rate (%)"
                    inputMode="decimal"
                    suffix="%"
                    value={tier.ratePercent}
                    error={errors[`tiers.${index}.rateBp`]}
                    onChange={(value) => onChange(changeTier(tiers, index, { ratePercent: value }))}
                  />
                  <td className="col-actions">
                    <button
                      type="button"
                      className="icon-btn icon-btn-sm"
                      aria-label={`Remove tier ${index + 1}`}
                      title={`Remove tier ${index + 1}`}
                      disabled={tiers.length <= 1}
                      data-testid={`tier-${index}-remove`}
                      onClick={() => onChange(removeTier(tiers, index))}
                    >
                      <Icon name="trash" size={14} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.tiers ? <p className="field-error">{errors.tiers}</p> : null}
      <div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={tiers.length >= MAX_CONTRACT_TIERS}
          data-testid="tier-add"
          onClick={() => onChange(addTier(tiers))}
        >
          <Icon name="plus" size={14} /> Add tier
        </button>
        <span className="muted tier-count">
          {tiers.length} of {MAX_CONTRACT_TIERS}
        </span>
      </div>
    </fieldset>
  );
}
