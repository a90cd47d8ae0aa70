import {
  digitsOf,
  FOUR_D_BET_TYPES,
  MAX_SEA_NUMBERS,
  type SeaBetType,
  type SeaKind,
  seaTicketCost,
  THAI_BET_TYPES,
} from '@fortuna/games/lottery/sea-bets';
import { permutationsOf } from '@fortuna/games/lottery/sea-result';

/** The bet types of a SEA draw kind, in tab order. */
export function betTypesOf(kind: SeaKind): readonly SeaBetType[] {
  return kind === '4d' ? FOUR_D_BET_TYPES : THAI_BET_TYPES;
}

/** Adds a typed number to the ticket when it has the bet type's digits and is not there yet. */
export function addNumber(betType: SeaBetType, picked: readonly string[], typed: string): string[] | null {
  const number = typed.trim();
  if (!new RegExp(`^[0-9]{${digitsOf(betType)}}$`).test(number)) return null;
  if (picked.includes(number) || picked.length >= MAX_SEA_NUMBERS) return [...picked];
  return [...picked, number];
}

/** The orderings a number plays for i-Box and Box (1 for the other bet types). */
export function orderingsOf(betType: SeaBetType, number: string): number {
  return betType === '4d_ibox' || betType === '4d_box' ? permutationsOf(number).length : 1;
}

/** Lines and total of a SEA ticket at a stake (minor units), as the server prices it. */
export function seaSlip(betType: SeaBetType, picked: readonly string[], stake: bigint) {
  const lines = picked.reduce((sum, number) => sum + (betType === '4d_box' ? orderingsOf(betType, number) : 1), 0);
  return { lines, total: picked.length === 0 ? 0n : seaTicketCost(betType, picked, stake) };
}
