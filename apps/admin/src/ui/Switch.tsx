import type { InputHTMLAttributes } from 'react';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A real checkbox styled as an on/off switch, so forms and browser tests treat it as one. */
export function Switch({ checked, onCheckedChange, className, ...rest }: SwitchProps) {
  return (
    <input
      {...rest}
      type="checkbox"
      role="switch"
      className={className ? `switch ${className}` : 'switch'}
      checked={checked}
      aria-checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
