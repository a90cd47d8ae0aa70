interface SegmentButtonsProps<Value extends string> {
  values: readonly Value[];
  current: Value;
  /** Called with another value than the current one. */
  onPick(value: Value): void;
  label(value: Value): string;
  disabled: boolean;
  testId?(value: Value): string;
}

/** The buttons of a segmented choice (one pressed at a time); the caller wraps them in its `.segmented` group. */
export function SegmentButtons<Value extends string>({
  values,
  current,
  onPick,
  label,
  disabled,
  testId,
}: SegmentButtonsProps<Value>) {
  return values.map((value) => (
    <button
      key={value}
      type="button"
      aria-pressed={current === value}
      className={current === value ? 'is-active' : ''}
      disabled={disabled}
      onClick={() => current !== value && onPick(value)}
      data-testid={testId?.(value)}
    >
      {label(value)}
    </button>
  ));
}
