/**
 * Messages between the site's game window (/seamless) and the game in its frame (window.postMessage).
 * The site tells an open game that the member's money moved elsewhere (a deposit, a transfer, another
 * game, a bonus: the site socket's balance events), so the game reads its balance again once no round
 * of its own is in play. The message carries no figures: the game asks its own server.
 */
export const GAME_WINDOW_MESSAGES = {
  balanceChanged: 'fortuna:balance-changed',
} as const;

export interface BalanceChangedMessage {
  type: typeof GAME_WINDOW_MESSAGES.balanceChanged;
}

export function isBalanceChangedMessage(data: unknown): data is BalanceChangedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GAME_WINDOW_MESSAGES.balanceChanged
  );
}
