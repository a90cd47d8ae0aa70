import { useId } from 'react';
import type { FieldErrors } from '../../../ui/form-errors';
import { Icon } from '../../../ui/Icon';
import { type DomainRow, newDomainRow } from './merchant-draft';

interface DomainListEditorProps {
  rows: DomainRow[];
  onChange: (rows: DomainRow[]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** Host names of a merchant; exactly one may be marked as the main domain. */
export function DomainListEditor({ rows, onChange, errors, disabled = false }: DomainListEditorProps) {
  const groupName = useId();

  function update(key: number, patch: Partial<DomainRow>) {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  function markMain(key: number) {
    onChange(rows.map((row) => ({ ...row, isMain: row.key === key })));
  }

  function remove(key: number) {
    const removed = rows.find((row) => row.key === key);
    const remaining = rows.filter((row) => row.key !== key);
    // Keep a main domain when the main one is removed.
    const shouldPromoteFirst = removed?.isMain === true && remaining.length > 0;
    onChange(shouldPromoteFirst ? remaining.map((row, index) => ({ ...row, isMain: index === 0 })) : remaining);
  }

  return (
    <fieldset className="domain-editor" disabled={disabled}>
      <legend className="field-label">Domains</legend>
      {rows.length === 0 ? (
        <p className="field-hint">No domains yet. Players reach a merchant by its domains.</p>
      ) : null}
      <ul className="domain-rows">
        {rows.map((row, index) => {
          const error = errors[`domains.${index}.domain`] ?? errors[`domains.${index}`];
          return (
            <li key={row.key} className="domain-row">
              <div className="domain-row-main">
                <input
                  className="input"
                  aria-label={`Domain ${index + 1}`}
                  placeholder="play.example.com"
                  value={row.domain}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update(row.key, { domain: event.target.value })}
                />
                <label className="radio-pill">
                  <input type="radio" name={groupName} checked={row.isMain} onChange={() => markMain(row.key)} />
                  <span>Main</span>
                </label>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove domain ${row.domain || index + 1}`}
                  onClick={() => remove(row.key)}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
              {error ? <p className="field-error">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => onChange([...rows, newDomainRow('', rows.length === 0)])}
      >
        <Icon name="plus" size={16} /> Add domain
      </button>
      {errors.domains ? <p className="field-error">{errors.domains}</p> : null}
    </fieldset>
  );
}
