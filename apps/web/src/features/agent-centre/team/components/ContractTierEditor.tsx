import type { ContractKind } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/Icon';
import { canAddTier, type TierField, type TierRow, type TierRowErrors } from '../hooks/contract-tiers';

interface ContractTierEditorProps {
  kind: ContractKind;
  rows: readonly TierRow[];
  errors: readonly TierRowErrors[];
  onChange: (index: number, field: TierField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The tiers as editable rows: min. active members, min. team figure (decimal text) and the rate in percent. */
export function ContractTierEditor({ kind, rows, errors, onChange, onAdd, onRemove }: ContractTierEditorProps) {
  const { t } = useTranslation();
  const figureLabel =
    kind === 'dividend' ? t('agentCentre.team.contract.minNetLoss') : t('agentCentre.team.contract.minValidBet');
  const columns: { field: TierField; label: string; testId: string; inputMode: 'numeric' | 'decimal' }[] = [
    {
      field: 'minActiveMembers',
      label: t('agentCentre.team.contract.minActiveMembers'),
      testId: 'members',
      inputMode: 'numeric',
    },
    { field: 'minTeamFigure', label: figureLabel, testId: 'figure', inputMode: 'decimal' },
    { field: 'ratePercent', label: t('agentCentre.team.contract.rate'), testId: 'rate', inputMode: 'decimal' },
  ];

  return (
    <div className="team-tiers" data-testid="contract-tiers">
      <div className="team-tiers__head" aria-hidden="true">
        <span>#</span>
        {columns.map((column) => (
          <span key={column.field}>{column.label}</span>
        ))}
        <span />
      </div>
      <ol className="team-tiers__rows">
        {rows.map((row, index) => {
          const number = index + 1;
          const rowErrors = errors[index] ?? {};
          return (
            <li key={row.key} className="team-tier" data-testid={`contract-tier-${index}`}>
              <span className="team-tier__number">{t('agentCentre.team.contract.tierNumber', { number })}</span>
              {columns.map((column) => {
                const problem = rowErrors[column.field];
                return (
                  <label key={column.field} className="team-tier__cell">
                    <span className="team-tier__label">{column.label}</span>
                    <input
                      className="input"
                      value={row[column.field]}
                      onChange={(event) => onChange(index, column.field, event.target.value)}
                      inputMode={column.inputMode}
                      autoComplete="off"
                      aria-invalid={problem ? true : undefined}
                      data-testid={`contract-tier-${column.testId}-${index}`}
                    />
                    {problem && (
                      <span className="field__error" role="alert">
                        {t(`agentCentre.team.contract.problems.${problem}`)}
                      </span>
                    )}
                  </label>
                );
              })}
              <button
                type="button"
                className="icon-btn team-tier__remove"
                onClick={() => onRemove(index)}
                disabled={rows.length <= 1}
                aria-label={t('agentCentre.team.contract.removeTier', { number })}
                title={t('agentCentre.team.contract.removeTier', { number })}
                data-testid={`contract-tier-remove-${index}`}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          );
        })}
      </ol>
      {canAddTier(rows) && (
        <button
          type="button"
          className="btn btn--ghost btn--small team-tiers__add"
          onClick={onAdd}
          data-testid="contract-tier-add"
        >
          <Icon name="plus" size={14} />
          {t('agentCentre.team.contract.addTier')}
        </button>
      )}
    </div>
  );
}
