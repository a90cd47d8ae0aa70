import { Field } from '../../../ui/Field';
import { ImageField } from '../../../ui/ImageField';
import { CATALOGUE_STATUSES, type CatalogueStatus, STATUS_META } from './catalogue-meta';
import { GameIcon } from './GameIcon';

/** aria attributes tying an input to its error text. */
export function invalid(error: string | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

interface FieldProps<V> {
  /** Prefix of the ids and test ids, e.g. "game" or "vendor". */
  prefix: string;
  value: V;
  error: string | undefined;
  onChange: (value: V) => void;
}

/** Status of a vendor or game: active, maintenance or disabled, with what each means for players. */
export function CatalogueStatusField({ prefix, value, error, onChange }: FieldProps<CatalogueStatus>) {
  const id = `${prefix}-status`;
  return (
    <Field label="Status" htmlFor={id} error={error} hint={STATUS_META[value].hint}>
      <select
        id={id}
        className="input"
        data-testid={`${prefix}-form-status`}
        value={value}
        onChange={(event) => onChange(event.target.value as CatalogueStatus)}
      >
        {CATALOGUE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_META[status].label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Lobby order: lower numbers come first. */
export function SortOrderField({ prefix, value, error, onChange }: FieldProps<string>) {
  const id = `${prefix}-sort-order`;
  return (
    <Field label="Order" htmlFor={id} error={error} hint="Lower numbers come first">
      <input
        id={id}
        className="input"
        data-testid={id}
        inputMode="numeric"
        value={value}
        {...invalid(error, id)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Icon or artwork: an uploaded image or an address (https:// or a site path), with a live preview. */
export function IconUrlField({
  prefix,
  value,
  error,
  onChange,
  name,
  placeholder,
  label = 'Icon',
  onUploadingChange,
}: FieldProps<string> & {
  name: string;
  placeholder: string;
  label?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  return (
    <ImageField
      id={`${prefix}-icon-url`}
      label={label}
      value={value}
      error={error}
      placeholder={placeholder}
      onChange={onChange}
      onUploadingChange={onUploadingChange}
      renderPreview={(src) => <GameIcon src={src} name={name} size="lg" />}
      hint="Upload a PNG, JPEG or WebP image (at most 5 MB), or enter an https:// address or a path starting with /; leave empty for none"
    />
  );
}

/** The three numbers of a win ceiling as the forms hold them (typed text). */
export interface WinCeilingDraft {
  maxWinMultiple: string;
  maxWin: string;
  maxBalance: string;
}

interface WinCeilingFieldsProps {
  prefix: 'vendor' | 'game';
  value: WinCeilingDraft;
  errors: Partial<Record<keyof WinCeilingDraft, string>>;
  onChange: (changes: Partial<WinCeilingDraft>) => void;
  /** The vendor's values a game falls back to (its fields then may stay empty). */
  inherited?: WinCeilingDraft | undefined;
}

/**
 * The win ceiling of a vendor, or a game's overrides of it: a round's wins at most a multiple of its stakes
 * and an amount, and no player balance past a maximum. A win over it is refused or held for review (the
 * merchant's choice in Risk settings) and flagged in the risk queue.
 */
export function WinCeilingFields({ prefix, value, errors, onChange, inherited }: WinCeilingFieldsProps) {
  const fallback = (text: string | undefined) => (inherited ? `Vendor's: ${text ?? '—'}` : undefined);
  const fields = [
    {
      key: 'maxWinMultiple',
      label: 'Max win × stake',
      hint: 'A round pays at most this multiple of its stakes',
      mode: 'numeric',
    },
    { key: 'maxWin', label: 'Max win per round', hint: "In the player's currency", mode: 'decimal' },
    { key: 'maxBalance', label: 'Max balance', hint: 'No win may take a wallet past this', mode: 'decimal' },
  ] as const;
  return (
    <fieldset className="form-row" data-testid={`${prefix}-win-ceiling`}>
      <legend className="field-label">Win ceiling{inherited ? ' (empty: the vendor’s)' : ''}</legend>
      {fields.map((field) => {
        const id = `${prefix}-${field.key}`;
        return (
          <Field
            key={field.key}
            label={field.label}
            htmlFor={id}
            error={errors[field.key]}
            hint={fallback(inherited?.[field.key]) ?? field.hint}
          >
            <input
              id={id}
              className="input input-mono"
              data-testid={id}
              inputMode={field.mode}
              placeholder={inherited ? inherited[field.key] : ''}
              value={value[field.key]}
              {...invalid(errors[field.key], id)}
              onChange={(event) => onChange({ [field.key]: event.target.value })}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}
