import { describe, expect, it } from 'vitest';
import { asBlackjackView, type BlackjackView, handValue, totalLabel } from './detail';
import { dealFrames, finalFrame } from './table-frames';

const hand = (cards: string[], extra: Partial<BlackjackView['hands'][number]> = {}) => ({
  cards,
  total: handValue(cards).total,
  bet: '100',
  doubled: false,
  result: null,
  returned: '0',
  ...extra,
});

const view = (partial: Partial<BlackjackView>): BlackjackView => ({
  dealer: ['9s'],
  dealerTotal: 9,
  hands: [hand(['Th', '6c'])],
  insurance: '0',
  actions: [],
  wagered: '100',
  returned: '0',
  phase: 'player',
  active: 0,
  available: ['hit', 'stand', 'double'],
  ...partial,
});

describe('handValue and totalLabel', () => {
  it('counts aces as 11 while they fit and shows soft totals both ways', () => {
    expect(handValue(['As', '6d'])).toEqual({ total: 17, soft: true });
    expect(totalLabel(['As', '6d'])).toBe('7 / 17');
    expect(handValue(['As', '6d', 'Kc'])).toEqual({ total: 17, soft: false });
    expect(totalLabel(['As', 'Kd'])).toBe('21');
    expect(handValue(['Ah', 'Ad', '9c'])).toEqual({ total: 21, soft: true });
    expect(totalLabel([])).toBe('');
  });
});

describe('asBlackjackView', () => {
  it('reads an open view and refuses what is not one', () => {
    const parsed = asBlackjackView(view({ available: ['hit', 'stand'] }));
    expect(parsed?.phase).toBe('player');
    expect(parsed?.available).toEqual(['hit', 'stand']);
    expect(asBlackjackView({ dealer: ['Zz'], hands: [] })).toBeNull();
    expect(asBlackjackView(null)).toBeNull();
  });

  it('reads a stored finished round without phase fields as settled with nothing to do', () => {
    const parsed = asBlackjackView({
      dealer: ['9s', '8d'],
      dealerTotal: 17,
      hands: [hand(['Th', '9c'], { result: 'win', returned: '200' })],
      insurance: '0',
      actions: ['stand'],
      wagered: '100',
      returned: '200',
      cardsDealt: 4,
    });
    expect(parsed?.phase).toBe('settled');
    expect(parsed?.available).toEqual([]);
  });
});

describe('dealFrames', () => {
  it('deals a new round player, dealer, player, hole card', () => {
    const frames = dealFrames(null, view({}));
    expect(frames).toEqual([
      { dealer: [], hands: [['Th']] },
      { dealer: ['9s'], hands: [['Th']] },
      { dealer: ['9s'], hands: [['Th', '6c']] },
      { dealer: ['9s', null], hands: [['Th', '6c']] },
    ]);
  });

  it('turns the hole card of a natural at once', () => {
    const settled = view({
      phase: 'settled',
      dealer: ['9s', '8d'],
      hands: [hand(['As', 'Kd'], { result: 'blackjack' })],
      available: [],
    });
    const frames = dealFrames(null, settled);
    expect(frames.at(-2)).toEqual({ dealer: ['9s', null], hands: [['As', 'Kd']] });
    expect(frames.at(-1)).toEqual({ dealer: ['9s', '8d'], hands: [['As', 'Kd']] });
  });

  it('adds one card after a hit and nothing else', () => {
    const before = finalFrame(view({}));
    const frames = dealFrames(before, view({ hands: [hand(['Th', '6c', '3d'])] }));
    expect(frames).toEqual([{ dealer: ['9s', null], hands: [['Th', '6c', '3d']] }]);
  });

  it('keeps the first card of both split hands and deals their second cards in order', () => {
    const before = finalFrame(view({ hands: [hand(['8s', '8d'])] }));
    const frames = dealFrames(before, view({ hands: [hand(['8s', '3c']), hand(['8d', 'Kh'])] }));
    expect(frames).toEqual([
      { dealer: ['9s', null], hands: [['8s', '3c'], ['8d']] },
      {
        dealer: ['9s', null],
        hands: [
          ['8s', '3c'],
          ['8d', 'Kh'],
        ],
      },
    ]);
  });

  it('turns the hole card, then draws the dealer cards one by one', () => {
    const before = finalFrame(view({}));
    const frames = dealFrames(
      before,
      view({ phase: 'settled', dealer: ['9s', '2d', '7c'], hands: [hand(['Th', '6c'])], available: [] }),
    );
    expect(frames.map((f) => f.dealer)).toEqual([
      ['9s', '2d'],
      ['9s', '2d', '7c'],
    ]);
  });
});
