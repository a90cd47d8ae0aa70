import { PATTERN_IDS, patternMessage } from '@fortuna/contracts/patterns';
import type { FieldRule, RegisterField } from '@fortuna/contracts/settings';
import type { FieldErrors } from '../../../ui/form-errors';
import { Switch } from '../../../ui/Switch';
import { isPatternId, PATTERN_LABELS, REGISTER_FIELD_LABELS } from './register-meta';

interface RegisterRuleRowProps {
  field: RegisterField;
  rule: FieldRule;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (rule: FieldRule) => void;
}

function CellError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error cell-error">{message}</span> : null;
}

export function RegisterRuleRow({ field, rule, errors, disabled, onChange }: RegisterRuleRowProps) {
  const error = (prop: keyof FieldRule) => errors[`${field}.${prop}`];
  const rowError = errors[field];
  const label = REGISTER_FIELD_LABELS[field];
  const isInvalid = Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));
  const preview =
    Number.isNaN(rule.min) || Number.isNaN(rule.max) ? '' : patternMessage(rule.patternId, rule.min, rule.max);

  return (
    <tr
      className={[rule.enabled ? '' : 'row-muted', isInvalid ? 'row-invalid' : ''].join(' ').trim() || undefined}
      data-testid={`register-row-${field}`}
    >
      <th scope="row">
        <span className="cell-strong">{label}</span>
        <span className="mono muted cell-sub">{field}</span>
        <CellError message={rowError} />
      </th>
      <td>
        <Switch
          checked={rule.enabled}
          disabled={disabled}
          aria-label={`${label} enabled`}
          onCheckedChange={(enabled) => onChange({ ...rule, enabled, required: enabled ? rule.required : false })}
        />
        <CellError message={error('enabled')} />
      </td>
      <td>
        <input
          type="checkbox"
          className="checkbox"
          checked={rule.required}
          disabled={disabled || !rule.enabled}
          aria-label={`${label} required`}
          onChange={(event) => onChange({ ...rule, required: event.target.checked })}
        />
        <CellError message={error('required')} />
      </td>
      <td>
        <select
          className="input input-sm"
          value={rule.patternId}
          disabled={disabled}
          aria-label={`${label} pattern`}
          title={preview}
          onChange={(event) => {
            if (isPatternId(event.target.value)) onChange({ ...rule, patternId: event.target.value });
          }}
        >
          {PATTERN_IDS.map((id) => (
            <option key={id} value={id}>
              {PATTERN_LABELS[id]}
            </option>
          ))}
        </select>
        <span className="cell-sub muted" title={preview}>
          {preview}
        </span>
        <CellError message={error('patternId')} />
      </td>
      <td>
        <input
          type="number"
          className="input input-sm input-number"
          min={0}
          max={255}
          value={Number.isNaN(rule.min) ? '' : rule.min}
          disabled={disabled}
          aria-label={`${label} minimum length`}
          aria-invalid={error('min') ? true : undefined}
          onChange={(event) => onChange({ ...rule, min: event.target.valueAsNumber })}
        />
        <CellError message={error('min')} />
      </td>
      <td>
        <input
          type="number"
          className="input input-sm input-number"
          min={1}
          max={255}
          value={Number.isNaN(rule.max) ? '' : rule.max}
          disabled={disabled}
          aria-label={`${label} maximum length`}
          aria-invalid={error('max') ? true : undefined}
          onChange={(event) => onChange({ ...rule, max: event.target.valueAsNumber })}
        />
        <CellError message={error('max')} />
      </td>
    </tr>
  );
}
