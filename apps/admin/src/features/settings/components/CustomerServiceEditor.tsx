import { CS_TYPES, type CustomerService } from '@fortuna/contracts/settings';
import type { FieldErrors } from '../../../ui/form-errors';
import { Icon } from '../../../ui/Icon';

const CS_TYPE_LABELS: Record<CustomerService['csType'], string> = {
  LIVECHAT: 'Live chat',
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
};

const MAX_ENTRIES = 20;

function isCsType(value: string): value is CustomerService['csType'] {
  return Object.hasOwn(CS_TYPE_LABELS, value);
}

interface CustomerServiceEditorProps {
  entries: CustomerService[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (entries: CustomerService[]) => void;
}

/** Customer service channels shown on the player site (header button, maintenance and blocked pages). */
export function CustomerServiceEditor({ entries, errors, disabled, onChange }: CustomerServiceEditorProps) {
  function update(index: number, patch: Partial<CustomerService>) {
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  }

  return (
    <fieldset className="list-editor" disabled={disabled}>
      <legend className="card-title">Customer service</legend>
      <p className="field-hint">Channels players can open for help, in display order.</p>
      {entries.length === 0 ? <p className="muted list-empty">No channels yet.</p> : null}
      <ol className="list-rows">
        {entries.map((entry, index) => {
          const rowErrors = ['csType', 'title', 'path']
            .map((prop) => errors[`customerService.${index}.${prop}`])
            .filter(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fully controlled; the position is the identity
            <li key={index} className="list-row">
              <div className="list-row-main cs-row">
                <select
                  className="input"
                  aria-label={`Channel ${index + 1} type`}
                  value={entry.csType}
                  onChange={(event) => {
                    if (isCsType(event.target.value)) update(index, { csType: event.target.value });
                  }}
                >
                  {CS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {CS_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
                <input
                  className="input"
                  aria-label={`Channel ${index + 1} title`}
                  placeholder="Title, e.g. 24/7 Live chat"
                  value={entry.title}
                  aria-invalid={errors[`customerService.${index}.title`] ? true : undefined}
                  onChange={(event) => update(index, { title: event.target.value })}
                />
                <input
                  className="input"
                  type="url"
                  aria-label={`Channel ${index + 1} link`}
                  placeholder="https://… or /help"
                  value={entry.path}
                  aria-invalid={errors[`customerService.${index}.path`] ? true : undefined}
                  onChange={(event) => update(index, { path: event.target.value })}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove channel ${index + 1}`}
                  onClick={() => onChange(entries.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
              {rowErrors.length > 0 ? <p className="field-error">{rowErrors.join(' · ')}</p> : null}
            </li>
          );
        })}
      </ol>
      {entries.length < MAX_ENTRIES ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange([...entries, { csType: 'LIVECHAT', title: '', path: '' }])}
        >
          <Icon name="plus" size={16} /> Add channel
        </button>
      ) : null}
    </fieldset>
  );
}
