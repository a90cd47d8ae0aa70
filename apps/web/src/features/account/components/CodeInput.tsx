import type { InputHTMLAttributes } from 'react';
import { digitsOnly } from '../hooks/bind-mobile-form';

interface CodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  length?: number;
}

/** A one-time code box: numeric keypad, digits only, the phone's code suggestion where it has one. */
export function CodeInput({ value, onChange, length = 6, className, ...inputProps }: CodeInputProps) {
  return (
    <input
      {...inputProps}
      type="text"
      className={`input otp-input${className ? ` ${className}` : ''}`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, length))}
    />
  );
}
