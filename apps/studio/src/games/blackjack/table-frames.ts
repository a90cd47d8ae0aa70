import type { BlackjackView } from './detail';

/** What the table shows at one moment of the dealing: null is a face-down card. */
export interface TableFrame {
  dealer: (string | null)[];
  hands: string[][];
}

/** The dealer's cards as the table shows them: the hole card face down until the round settles. */
export function dealerCardsOf(view: BlackjackView): (string | null)[] {
  if (view.phase === 'settled') return [...view.dealer];
  return [...view.dealer.slice(0, 1), null];
}

/** The table as the view finally stands. */
export function finalFrame(view: BlackjackView): TableFrame {
  return { dealer: dealerCardsOf(view), hands: view.hands.map((hand) => [...hand.cards]) };
}

const commonPrefix = (a: readonly string[], b: readonly string[]): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/**
 * The frames that deal the table from what it shows now (`shown`, null for a new round) to
 * `next`: one card per frame, in the order a dealer deals them. A new round deals player, dealer
 * up card, player, hole card; later the player's new cards go hand by hand (a split hand keeps its
 * first card), then the dealer turns the hole card and draws. The last frame is the final table.
 */
export function dealFrames(shown: TableFrame | null, next: BlackjackView): TableFrame[] {
  const target = finalFrame(next);
  const frames: TableFrame[] = [];
  const push = (frame: TableFrame) => frames.push({ dealer: [...frame.dealer], hands: frame.hands.map((h) => [...h]) });

  let current: TableFrame;
  if (!shown) {
    const hand = target.hands[0] ?? [];
    current = { dealer: [], hands: target.hands.map(() => []) };
    const opening: (() => void)[] = [
      () => current.hands[0]?.push(hand[0] ?? ''),
      () => current.dealer.push(target.dealer[0] ?? null),
      () => current.hands[0]?.push(hand[1] ?? ''),
      () => current.dealer.push(null),
    ];
    for (const step of opening) {
      step();
      push(current);
    }
  } else {
    // Match every hand to the shown hand it continues; a hand born from a split shows its first card.
    const unused = shown.hands.map((_, i) => i);
    const hands = target.hands.map((cards) => {
      let best = 0;
      let bestIndex = -1;
      for (const i of unused) {
        const prefix = commonPrefix(shown.hands[i] ?? [], cards);
        if (prefix > best) {
          best = prefix;
          bestIndex = i;
        }
      }
      if (bestIndex >= 0) unused.splice(unused.indexOf(bestIndex), 1);
      return cards.slice(0, Math.max(best, Math.min(1, cards.length)));
    });
    current = { dealer: shown.dealer.length > 0 ? [...shown.dealer] : target.dealer.slice(0, 1), hands };
  }

  target.hands.forEach((cards, i) => {
    const hand = current.hands[i];
    if (!hand) return;
    while (hand.length < cards.length) {
      hand.push(cards[hand.length] ?? '');
      push(current);
    }
  });

  target.dealer.forEach((card, i) => {
    if (current.dealer[i] === card) return;
    current.dealer[i] = card;
    push(current);
  });
  if (current.dealer.length > target.dealer.length) {
    current.dealer = [...target.dealer];
    push(current);
  }
  const last = frames.at(-1);
  if (!last || JSON.stringify(last) !== JSON.stringify(target)) push(target);
  return frames;
}
