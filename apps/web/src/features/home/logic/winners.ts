import type { Winner } from '@fortuna/contracts/catalogue';
import { displayMoney } from '../../../lib/money-display';

/** Spec §2 and §9: two winners per slide. */
export const WINNERS_PER_SLIDE = 2;

function amountOf(winner: Winner): number {
  const amount = Number.parseFloat(winner.winAmount);
  return Number.isFinite(amount) ? amount : 0;
}

/** The winners, biggest win first, cut into slides of two. */
export function winnerSlides(winners: readonly Winner[], perSlide = WINNERS_PER_SLIDE): Winner[][] {
  const sorted = [...winners].sort((a, b) => amountOf(b) - amountOf(a));
  const slides: Winner[][] = [];
  for (let index = 0; index < sorted.length; index += perSlide) slides.push(sorted.slice(index, index + perSlide));
  return slides;
}

/** A win as money with two decimals and thousands separators (by hand, as formatJackpot); unreadable text as it came. */
export function formatWinAmount(winAmount: string): string {
  return displayMoney({ decimal: winAmount });
}

/** Player names are shown half hidden: "ng***an". */
export function maskCustomerName(name: string): string {
  if (name.includes('*')) return name;
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
