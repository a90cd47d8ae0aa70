import { isBalanceChangedMessage } from '@fortuna/contracts/game-window';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { StudioApi } from '../api/studio-api';
import { readMinor } from '../lib/money';

/** Changes told within this time are read once (a deposit and its bonus, a round's bet and win). */
const COALESCE_MS = 150;

interface ExternalBalanceOptions {
  api: StudioApi;
  studioToken: string;
  /** No round of this window is being sent or shown: a balance read now is the one to show. */
  isIdle: boolean;
  /** Bumped whenever this window starts a round or a decision: a read begun before it is stale. */
  moves: RefObject<number>;
  show(balance: bigint): void;
}

/**
 * Follows money that moved outside the game: the site's game window posts `fortuna:balance-changed`
 * (from its live socket) and the game reads its balance again, at once when idle, else once the round
 * on screen has been shown (a read during a round would spoil its reveal, and the round's own answer
 * carries the balance then). Only the window that frames the game, from the game's own origin, is heard.
 */
export function useExternalBalance({ api, studioToken, isIdle, moves, show }: ExternalBalanceOptions): void {
  const isStale = useRef(false);
  const idle = useRef(isIdle);
  idle.current = isIdle;
  const timer = useRef<number | undefined>(undefined);

  const read = useCallback(async () => {
    isStale.current = false;
    const movesBefore = moves.current;
    try {
      const answer = await api.balance(studioToken);
      const balance = readMinor(answer.balance);
      // A round begun meanwhile shows its own balance, which is newer.
      if (balance !== null && moves.current === movesBefore) show(balance);
    } catch {
      // The next change or round brings the balance.
    }
  }, [api, studioToken, moves, show]);

  const readSoon = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      if (idle.current) void read();
    }, COALESCE_MS);
  }, [read]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (window.parent === window || event.source !== window.parent) return;
      if (event.origin !== window.location.origin || !isBalanceChangedMessage(event.data)) return;
      isStale.current = true;
      if (idle.current) readSoon();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [readSoon]);

  useEffect(() => {
    if (isIdle && isStale.current) readSoon();
  }, [isIdle, readSoon]);
}
