import type { CrashGameView } from '@fortuna/contracts/studio-crash';
import { useEffect, useState } from 'react';
import { multiplierAt } from './crash-maths';

export interface FlightClock {
  /** Milliseconds of flight (0 before it starts). */
  elapsedMs: number;
  /** The multiplier shown, in hundredths (the crash point once crashed). */
  multiplier: number;
  /** Milliseconds left of the betting window. */
  countdownMs: number;
}

function clockOf(game: CrashGameView | null, serverNow: number): FlightClock {
  if (!game) return { elapsedMs: 0, multiplier: 100, countdownMs: 0 };
  if (game.phase === 'betting')
    return { elapsedMs: 0, multiplier: 100, countdownMs: Math.max(0, game.bettingEndsAt - serverNow) };
  const crashed = game.phase === 'crashed';
  const end = crashed && game.crashedAt !== null ? Math.min(serverNow, game.crashedAt) : serverNow;
  const elapsedMs = Math.max(0, end - game.flightStartsAt);
  const live = multiplierAt(elapsedMs, game.growthPerMs);
  const crashPoint = game.crashPoint ? Math.round(Number(game.crashPoint) * 100) : null;
  return { elapsedMs, multiplier: crashed && crashPoint !== null ? crashPoint : live, countdownMs: 0 };
}

/** The flight animated locally, every frame, from the server's start time (`offsetMs` maps our clock to its). */
export function useFlightClock(game: CrashGameView | null, offsetMs: number): FlightClock {
  const [clock, setClock] = useState(() => clockOf(game, Date.now() + offsetMs));
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      setClock(clockOf(game, Date.now() + offsetMs));
      if (game && game.phase !== 'crashed') frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [game, offsetMs]);
  return clock;
}
