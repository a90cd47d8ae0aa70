/** A crash bet as its round stores it: the game, what the bet did, and the crash once it happened. */
export interface CrashBetDetail {
  gameNumber: number;
  status: 'placed' | 'cashed' | 'busted' | 'void';
  autoCashOut: string | null;
  cashOut: string | null;
  crashPoint: string | null;
  hash: string | null;
}

const STATUSES = ['placed', 'cashed', 'busted', 'void'] as const;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The round's detail as a crash bet, or null when it is not one. */
export function asCrashDetail(detail: unknown): CrashBetDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  const status = STATUSES.find((value) => value === d.status);
  if (typeof d.gameNumber !== 'number' || !status) return null;
  return {
    gameNumber: d.gameNumber,
    status,
    autoCashOut: textOrNull(d.autoCashOut),
    cashOut: textOrNull(d.cashOut),
    crashPoint: textOrNull(d.crashPoint),
    hash: textOrNull(d.hash),
  };
}
