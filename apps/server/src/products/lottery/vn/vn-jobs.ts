import { everyMs, MINUTE_MS } from '../../kit/slot-calendar';
import type { SlotJob } from '../../kit/slot-scheduler';
import type { LotteryDeps } from '../lottery-context';
import { settleLeftovers } from '../lottery-draws';
import { ensureVnDraws } from './vn-calendar';
import { type FeedOptions, pullResultsFeed } from './vn-feed';

/**
 * The regional draws' jobs on the kit's slot scheduler (each slot once on any number of nodes; every
 * step repeat-safe, so a missed slot simply runs the same work late):
 * - `lottery:vn:calendar` every 10 minutes creates the coming days' draws;
 * - `lottery:vn:settle` every minute settles draws whose result was approved or that were voided;
 * - `lottery:vn:feed` every minute pulls the results feed when one is configured.
 */
export function vnJobs(deps: LotteryDeps, feed: FeedOptions | undefined): SlotJob[] {
  const calendar = async () => ensureVnDraws(deps, new Date(deps.now()));
  const settle = async () => settleLeftovers(deps, new Date(deps.now()));
  const jobs: SlotJob[] = [
    {
      name: 'lottery:vn:calendar',
      calendar: everyMs(10 * MINUTE_MS),
      graceMs: 60_000,
      run: calendar,
      missed: calendar,
    },
    { name: 'lottery:vn:settle', calendar: everyMs(MINUTE_MS), graceMs: 30_000, run: settle, missed: settle },
  ];
  if (feed) {
    const pull = async () => {
      await pullResultsFeed(deps, feed);
    };
    jobs.push({ name: 'lottery:vn:feed', calendar: everyMs(MINUTE_MS), graceMs: 30_000, run: pull, missed: pull });
  }
  return jobs;
}
