import type { PermissionInfo } from '@fortuna/contracts/system';
import { createContext, use } from 'react';

/** The loaded permission info; provided once start-up has succeeded. */
export const SiteInfoContext = createContext<PermissionInfo | null>(null);

/** Permission info for components rendered after start-up (the site, maintenance, blocked pages). */
export function useSiteInfo(): PermissionInfo {
  const info = use(SiteInfoContext);
  if (!info) throw new Error('useSiteInfo is only available after permission info has loaded');
  return info;
}
