interface SpinTabsProps<Spin> {
  spins: readonly Spin[];
  index: number;
  onSelect(index: number): void;
  won(spin: Spin): boolean;
  label(spin: Spin, index: number): string;
}

/** Tabs over a replayed round's spins (the base spin, then each free spin); nothing for a single spin. */
export function SpinTabs<Spin>({ spins, index, onSelect, won, label }: SpinTabsProps<Spin>) {
  if (spins.length <= 1) return null;
  return (
    <div className="spin-tabs" role="tablist">
      {spins.map((spin, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order.
          key={i}
          type="button"
          role="tab"
          aria-selected={i === index}
          className={`${i === index ? 'is-active' : ''}${won(spin) ? ' is-win' : ''}`}
          onClick={() => onSelect(i)}
        >
          {label(spin, i)}
        </button>
      ))}
    </div>
  );
}
