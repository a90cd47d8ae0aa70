import { errorProps, Field } from './Field';
import { PasswordInput } from './PasswordInput';

interface PaymentPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  /** Gets the digits typed (anything else is dropped). */
  onChange: (digits: string) => void;
  error?: string | undefined;
  testId: string;
}

/** The 6-digit payment password, masked, as every money form asks for it (transfer, payee binding, withdrawal). */
export function PaymentPasswordField({ id, label, value, onChange, error, testId }: PaymentPasswordFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <PasswordInput
        id={id}
        icon="key"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="••••••"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        data-testid={testId}
        {...errorProps(id, error)}
      />
    </Field>
  );
}
