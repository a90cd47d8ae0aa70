import { type KeyboardEvent, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Marks a tab that holds unsaved changes. */
  isDirty?: boolean;
}

interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}

/** Accessible tab list; the caller renders the active panel with id `tabpanel-<key>`. */
export function Tabs<K extends string>({ tabs, active, onChange, label }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    listRef.current?.querySelector<HTMLButtonElement>(`#tab-${next.key}`)?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label} ref={listRef} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const isActive = tab.key === active;
        return (
          <button
            key={tab.key}
            id={`tab-${tab.key}`}
            type="button"
            role="tab"
            className={isActive ? 'tab tab-active' : 'tab'}
            aria-selected={isActive}
            aria-controls={`tabpanel-${tab.key}`}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
            {tab.isDirty ? <span className="tab-dirty" title="Unsaved changes" /> : null}
          </button>
        );
      })}
    </div>
  );
}
