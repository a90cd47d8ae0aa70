import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { type BalanceChangedMessage, GAME_WINDOW_MESSAGES } from '@fortuna/contracts/game-window';
import { type RefObject, useCallback } from 'react';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';

/**
 * Tells the game in the frame whenever the site socket says the member's money moved (and after a
 * reconnect, when events may have been missed), so the game's own balance follows deposits, transfers,
 * bonuses and other games as the header does. The message goes only to the frame's own origin.
 */
export function useGameBalanceRelay(frameRef: RefObject<HTMLIFrameElement | null>, src: string): void {
  const relay = useCallback(() => {
    const target = frameRef.current?.contentWindow;
    if (!target) return;
    const message: BalanceChangedMessage = { type: GAME_WINDOW_MESSAGES.balanceChanged };
    target.postMessage(message, new URL(src, window.location.origin).origin);
  }, [frameRef, src]);
  const socket = useSiteSocket();
  useLiveEvent(socket, SOCKET_EVENTS.balance, relay, relay);
  useLiveEvent(socket, SOCKET_EVENTS.walletChanged, relay, () => undefined);
}
