import {
  LOTTERY_ODDS_PATHS,
  type ModeOdds,
  modeOddsSchema,
  type OddsTableKind,
  type VnOddsMode,
} from '@fortuna/contracts/lottery-odds';
import { feedStatusSchema, LOTTERY_OPS_PATHS } from '@fortuna/contracts/lottery-ops';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const ODDS_KEY = ['lottery', 'odds'] as const;

/**
 * A merchant's odds tables of a kind per prize mode: the Vietnamese bet types (LOTT, ZY, ELOTT), or Keno's,
 * K3's or SSC's pay table (ELOTT).
 */
export function oddsTablesQuery(merchantId: number, table: OddsTableKind) {
  return queryOptions({
    queryKey: [...ODDS_KEY, merchantId, table],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_ODDS_PATHS.admin, z.array(modeOddsSchema), { signal, query: { merchantId, table } }),
  });
}

/** Saves a mode's whole table (hundredths of the stake per bet type or pay-table entry). */
export function saveOddsTable(
  merchantId: number,
  table: OddsTableKind,
  prizeMode: VnOddsMode,
  odds: Record<string, number>,
): Promise<ModeOdds> {
  return apiRequest(LOTTERY_ODDS_PATHS.admin, modeOddsSchema, {
    method: 'PUT',
    query: { merchantId, table },
    body: { prizeMode, odds },
  });
}

/** Drops a mode's table: ZY stops being offered, LOTT or ELOTT pay the defaults again. */
export function dropOddsTable(merchantId: number, table: OddsTableKind, prizeMode: VnOddsMode) {
  return apiRequest(LOTTERY_ODDS_PATHS.admin, z.null(), {
    method: 'DELETE',
    query: { merchantId, prizeMode, table },
  });
}

/** The results feed's last pull and error, draws waiting for a result, corrections members could not cover. */
export function feedStatusQuery() {
  return queryOptions({
    queryKey: ['lottery', 'feed-status'],
    queryFn: ({ signal }) => apiRequest(LOTTERY_OPS_PATHS.feedStatus, feedStatusSchema, { signal }),
    refetchInterval: 30_000,
  });
}
