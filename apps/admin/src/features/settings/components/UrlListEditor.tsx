import type { FieldErrors } from '../../../ui/form-errors';
import { Icon } from '../../../ui/Icon';

interface UrlListEditorProps {
  /** Error path prefix, e.g. "imageCDNs". */
  name: string;
  label: string;
  hint: string;
  urls: string[];
  max: number;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (urls: string[]) => void;
}

/** An ordered list of URLs; the first entry is tried first by the player site. */
export function UrlListEditor({ name, label, hint, urls, max, errors, disabled, onChange }: UrlListEditorProps) {
  return (
    <fieldset className="list-editor" disabled={disabled}>
      <legend className="card-title">{label}</legend>
      <p className="field-hint">{hint}</p>
      {urls.length === 0 ? <p className="muted list-empty">None configured.</p> : null}
      <ol className="list-rows">
        {urls.map((url, index) => {
          const error = errors[`${name}.${index}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fully controlled; the position is the identity
            <li key={index} className="list-row">
              <div className="list-row-main">
                <span className="list-index">{index + 1}</span>
                <input
                  className="input"
                  type="url"
                  inputMode="url"
                  placeholder="https://cdn.example.com"
                  aria-label={`${label} ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  value={url}
                  onChange={(event) => onChange(urls.map((item, i) => (i === index ? event.target.value : item)))}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove ${label} ${index + 1}`}
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
              {error ? <p className="field-error">{error}</p> : null}
            </li>
          );
        })}
      </ol>
      {urls.length < max ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange([...urls, ''])}>
          <Icon name="plus" size={16} /> Add URL
        </button>
      ) : (
        <p className="field-hint">Maximum of {max} reached.</p>
      )}
      {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
    </fieldset>
  );
}
