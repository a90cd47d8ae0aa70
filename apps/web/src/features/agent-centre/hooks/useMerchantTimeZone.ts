import { useSiteInfo } from '../../../hooks/useSiteInfo';

/**
 * The merchant's time zone (permission info): the agent centre counts its days, periods and figures in
 * it, so "today" on its date pickers is the merchant's today, whatever the browser's zone.
 */
export function useMerchantTimeZone(): string {
  return useSiteInfo().info.timeZone;
}
