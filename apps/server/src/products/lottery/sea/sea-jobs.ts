import { everyMs, MINUTE_MS } from '../../kit/slot-calendar';
import type { SlotJob } from '../../kit/slot-scheduler';
import type { LotteryDeps } from '../lottery-context';
import { ensureSeaDraws } from './sea-calendar';

/**
 * `lottery:sea:calendar` every 10 minutes creates the coming SEA draws (repeat-safe). Settlement and the
 * results feed are the regional draws' jobs (`lottery:vn:settle`, `lottery:vn:feed`), which take every
 * draw with an official result.
 */
export function seaJobs(deps: LotteryDeps): SlotJob[] {
  const calendar = async () => ensureSeaDraws(deps, new Date(deps.now()));
  return [
    {
      name: 'lottery:sea:calendar',
      calendar: everyMs(10 * MINUTE_MS),
      graceMs: 60_000,
      run: calendar,
      missed: calendar,
    },
  ];
}
