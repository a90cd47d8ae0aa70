import type { DbOrTx } from '../../../db/client';
import { MINUTE_MS } from '../../kit/slot-calendar';
import type { DrawRow } from '../lottery.repo';
import { placementRulesOf } from '../number-caps';
import { DEFAULT_CUTOFF_MINUTES } from './vn-calendar';

/** The merchant's cut-off before a regional draw (minutes), the default for a merchant without a rule. */
export async function vnCutoffMinutes(db: DbOrTx, merchantId: number | null): Promise<number> {
  return (await placementRulesOf(db, merchantId)).cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES;
}

/** When betting on a regional draw closes at a merchant's cut-off (minutes; none: the default). */
export function vnClosesAtWith(draw: DrawRow, cutoffMinutes: number | undefined): Date {
  return new Date(draw.drawAt.getTime() - (cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES) * MINUTE_MS);
}
