import type { RegisterField } from '@fortuna/contracts/settings';
import type { InputHTMLAttributes } from 'react';
import { errorProps, Field } from '../../../ui/Field';
import { PasswordInput } from '../../../ui/PasswordInput';
import { isPasswordField } from '../hooks/register-form';

/** Keyboard and autofill hints per registration field. */
const INPUT_HINTS: Partial<Record<RegisterField, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
  recommenderId: { autoCapitalize: 'none', spellCheck: false },
};

interface RegisterFieldInputProps {
  id: string;
  field: RegisterField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  maxLength: number;
  className?: string;
}

/** One text or password box of the registration form, built from the merchant's field rule. */
export function RegisterFieldInput({
  id,
  field,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  className,
}: RegisterFieldInputProps) {
  const common = {
    id,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'data-testid': `register-${field}`,
    ...INPUT_HINTS[field],
    ...errorProps(id, error),
  };
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      {isPasswordField(field) ? <PasswordInput {...common} /> : <input className="input" {...common} />}
    </Field>
  );
}
