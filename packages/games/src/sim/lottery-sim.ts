import { FairRng } from '../fairness/fair-rng';
import { generateServerSeed } from '../fairness/seeds';
import {
  drawFormatResult,
  type FastFormat,
  FORMAT_BET_TYPES,
  type FormatBetType,
  formatPayoutTable,
  formatRtps,
  formatTicketCost,
  lineChoicesOf,
  settleFormatTicket,
} from '../lottery/fast/formats';
import { KENO_BALLS, KENO_MAX_SPOTS, kenoBall } from '../lottery/fast/keno';
import { addRound, emptyMoments, type Moments } from './stats';

/** A simulated draw seed is kept for this many draws (subjects 0, 1, 2 …), then a fresh one is drawn. */
const DRAWS_PER_SEED = 1_000;
const STAKE = 100_000n;

/** One row of a format's report: a bet type (Keno spots per spot count), its stated RTP and what was measured. */
export interface FormatSimRow {
  label: string;
  statedRtp: number;
  moments: Moments;
}

interface SimTicket {
  label: string;
  betType: FormatBetType;
  statedRtp: number;
  pick: () => string[];
}

type Random = () => number;

function randomPick<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked;
}

/** Where a simulation's draw seeds and the player's picks come from: fresh randomness, or fixed (a repeatable test). */
export interface SimSource {
  seed: (index: number) => string;
  random: Random;
}

const FRESH: SimSource = { seed: () => generateServerSeed(), random: Math.random };

const KENO_BOARD = Array.from({ length: KENO_BALLS }, (_, index) => kenoBall(index + 1));

/**
 * The tickets a simulated player buys on every draw: Keno spots for each spot count (random balls), and for
 * every other bet type one random choice, whose stated RTP is the mean of its choices' (each equally likely).
 */
function ticketsOf(format: FastFormat, random: Random): SimTicket[] {
  const rtps = formatRtps(format);
  const meanRtp = (betType: FormatBetType) => {
    const rows = rtps.filter((row) => row.betType === betType);
    return rows.reduce((sum, row) => sum + row.rtp, 0) / rows.length;
  };
  return FORMAT_BET_TYPES[format].flatMap((betType): SimTicket[] => {
    if (betType === 'keno') {
      return Array.from({ length: KENO_MAX_SPOTS }, (_, index) => ({
        label: `keno ${index + 1} spot${index === 0 ? '' : 's'}`,
        betType,
        statedRtp: rtps.find((row) => row.betType === 'keno' && row.choice === String(index + 1))?.rtp ?? 0,
        pick: () => randomPick(random, KENO_BOARD, index + 1),
      }));
    }
    return [
      {
        label: betType,
        betType,
        statedRtp: meanRtp(betType),
        pick: () => randomPick(random, lineChoicesOf(betType), 1),
      },
    ];
  });
}

/**
 * Draws `draws` results of a format from fresh seeds through the real draw (FairRng) and settles one random
 * ticket of every bet type on each, through the real settlement with the pay table a ticket keeps.
 */
export function simulateFormat(format: FastFormat, draws: number, source: SimSource = FRESH): FormatSimRow[] {
  const tickets = ticketsOf(format, source.random);
  const rows = tickets.map((ticket) => ({ label: ticket.label, statedRtp: ticket.statedRtp, moments: emptyMoments() }));
  let seed = '';
  for (let i = 0; i < draws; i++) {
    if (i % DRAWS_PER_SEED === 0) seed = source.seed(i / DRAWS_PER_SEED);
    const result = drawFormatResult(format, new FairRng(seed, `sim-${format}@${i}`, 0));
    tickets.forEach((ticket, index) => {
      const numbers = ticket.pick();
      const table = formatPayoutTable(ticket.betType, numbers);
      const { payout } = settleFormatTicket(ticket.betType, numbers, STAKE, result, table);
      const moments = rows[index]?.moments;
      if (moments) addRound(moments, formatTicketCost(ticket.betType, numbers, STAKE), payout);
    });
  }
  return rows;
}
