import type { MerchantSettings } from '@fortuna/contracts/merchants';
import { useCallback, useState } from 'react';
import { isDeepEqual } from '../../../lib/deep-equal';

/** The sections edited on the settings page; maintenance has its own page. */
export type SectionKey = 'whitelabel' | 'registerRules' | 'site' | 'blockedCountries';
type Drafts = { [K in SectionKey]?: MerchantSettings[K] };

/** Unsaved edits per section, kept while staff switch tabs. */
export function useSettingsDrafts(settings: MerchantSettings | undefined) {
  const [drafts, setDrafts] = useState<Drafts>({});

  const setDraft = useCallback(<K extends SectionKey>(key: K, value: MerchantSettings[K]) => {
    setDrafts((current) => {
      const next: Drafts = { ...current };
      next[key] = value;
      return next;
    });
  }, []);

  const clearDraft = useCallback((key: SectionKey) => {
    setDrafts((current) => {
      const next: Drafts = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  function isDirty(key: SectionKey): boolean {
    const draft = drafts[key];
    return draft !== undefined && settings !== undefined && !isDeepEqual(draft, settings[key]);
  }

  function sectionValue<K extends SectionKey>(key: K, saved: MerchantSettings): MerchantSettings[K] {
    return drafts[key] ?? saved[key];
  }

  return { setDraft, clearDraft, isDirty, sectionValue };
}
