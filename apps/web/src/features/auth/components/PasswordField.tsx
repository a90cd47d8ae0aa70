import { useId } from 'react';
import { errorProps, Field } from '../../../ui/Field';
import { PasswordInput } from '../../../ui/PasswordInput';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: string;
  testId: string;
}

/** A labelled password box with its inline error. */
export function PasswordField({ label, value, onChange, error, autoComplete, testId }: PasswordFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error}>
      <PasswordInput
        id={id}
        icon="lock"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={128}
        data-testid={testId}
        {...errorProps(id, error)}
      />
    </Field>
  );
}
