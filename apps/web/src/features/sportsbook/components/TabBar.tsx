interface TabBarProps<T extends string> {
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  label: (option: T) => string;
  testId: (option: T) => string;
  /** `sb-tabs` (wide tabs), with `sb-tabs--small`, or `sb-filters` (chips). */
  variant?: 'tabs' | 'small' | 'chips';
}

/** A row of tabs of the sportsbook window (window sections, sports, filters, bet views). */
export function TabBar<T extends string>({
  options,
  selected,
  onSelect,
  label,
  testId,
  variant = 'tabs',
}: TabBarProps<T>) {
  const rowClass = variant === 'chips' ? 'sb-filters' : variant === 'small' ? 'sb-tabs sb-tabs--small' : 'sb-tabs';
  return (
    <div className={rowClass} role="tablist">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          className={variant === 'chips' ? 'sb-chip' : 'sb-tab'}
          aria-selected={selected === option}
          onClick={() => onSelect(option)}
          data-testid={testId(option)}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}
