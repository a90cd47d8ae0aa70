import { type KeyboardEvent, useState } from 'react';
import { Icon } from './Icon';

interface ChipsInputProps {
  id: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Turns typed text into a chip value, or returns an error message. */
  parse: (text: string, current: readonly string[]) => { value: string } | { error: string };
  describe?: (value: string) => string | undefined;
  placeholder?: string;
  disabled?: boolean;
  error?: string | undefined;
}

/** Free-text entry that turns each committed value into a removable chip. */
export function ChipsInput({ id, values, onChange, parse, describe, placeholder, disabled, error }: ChipsInputProps) {
  const [text, setText] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);

  function commit(): void {
    const pieces = text
      .split(/[\s,;]+/)
      .map((piece) => piece.trim())
      .filter(Boolean);
    if (pieces.length === 0) return;
    const next = [...values];
    for (const piece of pieces) {
      const result = parse(piece, next);
      if ('error' in result) {
        setEntryError(result.error);
        onChange(next);
        setText(piece);
        return;
      }
      next.push(result.value);
    }
    onChange(next);
    setText('');
    setEntryError(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  const shownError = entryError ?? error;
  return (
    <div className="chips-field">
      <div className={shownError ? 'chips-box chips-box-invalid' : 'chips-box'}>
        {values.map((value) => {
          const description = describe?.(value);
          return (
            <span key={value} className="chip" title={description}>
              <strong>{value}</strong>
              {description ? <span className="chip-note">{description}</span> : null}
              {disabled ? null : (
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove ${value}`}
                  onClick={() => onChange(values.filter((item) => item !== value))}
                >
                  <Icon name="close" size={12} />
                </button>
              )}
            </span>
          );
        })}
        {disabled ? null : (
          <input
            id={id}
            className="chips-input"
            value={text}
            placeholder={values.length === 0 ? placeholder : 'Add another…'}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEntryError(null);
            }}
            onKeyDown={handleKeyDown}
            onBlur={commit}
          />
        )}
      </div>
      {shownError ? (
        <p className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
