import { VIRTUAL_FOOTBALL_GAME } from '@fortuna/contracts/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import { everyMs } from '../kit/slot-calendar';
import type { SlotJob } from '../kit/slot-scheduler';
import { refundUnansweredStakes, settleReadyBets } from './bet-settlement';
import type { SportsDeps } from './sportsbook-deps';
import { finishRound, kickOff, openUpcomingRounds, overdueRounds, roundAt, voidRound } from './virtual-league';

/**
 * The virtual league on the product kit's slot scheduler (one run per slot across nodes):
 * - kick-off at every `roundMs`: the next rounds are opened (seed committed, prices published), betting on
 *   the round of this slot closes and its matches are played; a kick-off slot missed (no node up in its
 *   grace) voids its round instead, and settlement refunds its bets;
 * - full time `matchMs` later: the round is finished, its seed revealed and its bets settled.
 */
export function leagueJobs(deps: SportsDeps, log: FastifyBaseLogger): SlotJob[] {
  const { roundMs, matchMs } = deps.config;
  const graceMs = Math.min(10_000, Math.floor(roundMs / 4));
  const kickoff: SlotJob = {
    name: `sports:${VIRTUAL_FOOTBALL_GAME}:kickoff`,
    calendar: everyMs(roundMs),
    graceMs,
    async run({ slot }) {
      await openUpcomingRounds(deps, slot.getTime());
      const round = await roundAt(deps.db, slot);
      if (round) await kickOff(deps, round.id);
      deps.live?.roundsChanged();
    },
    async missed({ slot }) {
      const round = await roundAt(deps.db, slot);
      if (round) await voidRound(deps, round.id);
      await openUpcomingRounds(deps, Date.now());
      deps.live?.roundsChanged();
      await settleReadyBets(deps, log);
    },
  };
  const fullTime: SlotJob = {
    name: `sports:${VIRTUAL_FOOTBALL_GAME}:full-time`,
    calendar: everyMs(roundMs, matchMs),
    graceMs: roundMs,
    async run({ slot }) {
      const round = await roundAt(deps.db, new Date(slot.getTime() - matchMs));
      if (round) await finishRound(deps, round.id);
      deps.live?.roundsChanged();
      await settleReadyBets(deps, log);
    },
    async missed(run) {
      await fullTime.run(run);
    },
  };
  return [kickoff, fullTime];
}

/**
 * The repair pass (every few seconds on every node; each step is idempotent): rounds whose kick-off was
 * never run within its grace are voided, rounds played but not finished are finished, the rounds ahead are
 * opened, stakes the wallet never answered are refunded, and bets ready to settle are settled.
 */
export async function repairLeague(deps: SportsDeps, log?: FastifyBaseLogger): Promise<void> {
  const now = Date.now();
  const graceMs = Math.min(10_000, Math.floor(deps.config.roundMs / 4));
  for (const round of await overdueRounds(deps.db, new Date(now))) {
    if (round.status === 'open' && round.kickoffAt.getTime() < now - graceMs * 2) await voidRound(deps, round.id);
    if (round.status === 'closed') await finishRound(deps, round.id);
  }
  await openUpcomingRounds(deps, now);
  await refundUnansweredStakes(deps);
  await settleReadyBets(deps, log);
}
