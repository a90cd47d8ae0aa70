import type { UpdateSettings } from '@fortuna/contracts/merchants';

/** What every settings tab receives from the page. */
export interface SectionProps<T> {
  value: T;
  onChange: (value: T) => void;
  /** Validated section, ready to send; the page performs the request. */
  onSave: (update: UpdateSettings) => void;
  onReset: () => void;
  isDirty: boolean;
  isSaving: boolean;
  canManage: boolean;
  saveError: string | null;
}
