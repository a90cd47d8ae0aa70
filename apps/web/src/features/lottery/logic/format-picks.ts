import type { FormatBetType } from '@fortuna/games/lottery/fast/formats';
import { KENO_BALLS, KENO_MAX_SPOTS, kenoBall } from '@fortuna/games/lottery/fast/keno';

/** Lines a Keno or K3 ticket makes: a Keno spot ticket is one line of 1–10 balls; otherwise one per choice. */
export function formatLines(betType: FormatBetType, picked: readonly string[]): number {
  if (betType !== 'keno') return picked.length;
  return picked.length >= 1 && picked.length <= KENO_MAX_SPOTS ? 1 : 0;
}

/** `count` distinct balls 01–80 at random (Keno quick pick), in board order. */
export function kenoQuickPick(count: number, random: () => number = Math.random): string[] {
  const pool = Array.from({ length: KENO_BALLS }, (_, index) => kenoBall(index + 1));
  const picked: string[] = [];
  for (let i = 0; i < Math.min(count, KENO_MAX_SPOTS); i++) {
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return picked.sort();
}

/** Toggles a Keno ball: added while fewer than 10 are picked, removed when picked. */
export function toggleKenoBall(picked: readonly string[], ball: string): string[] {
  if (picked.includes(ball)) return picked.filter((each) => each !== ball);
  return picked.length >= KENO_MAX_SPOTS ? [...picked] : [...picked, ball];
}
