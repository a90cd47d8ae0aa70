import type { RaffleRule } from '@fortuna/contracts/raffle';
import { amountMinorOf } from '../payments/payment-money';

/** After its end a raffle is drawn this late, so rounds and deposits settling at the end are counted. */
export const RAFFLE_GRACE_MS = 10 * 60_000;
/** Claim rows and ledger keys of a raffle prize use this period: one prize per member and raffle. */
export const RAFFLE_PERIOD = 'raffle';

/** Tickets earned by a total: one per `ticketEvery`, rounded down; and how much more earns the next one. */
export function ticketsOf(countedMinor: bigint, rule: Pick<RaffleRule, 'ticketEvery'>) {
  const every = amountMinorOf(rule.ticketEvery);
  const tickets = countedMinor / every;
  return { tickets: Number(tickets), toNextMinor: every - (countedMinor % every) };
}

/** The prize of each position, first tier first ("10 winners of 100, then 1 of 1,000" lists tier by tier). */
export function prizesByPosition(rule: Pick<RaffleRule, 'prizeTiers'>): bigint[] {
  return rule.prizeTiers.flatMap((tier) => Array.from({ length: tier.winners }, () => amountMinorOf(tier.prize)));
}
