import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { CLASSIC_REELS, classicLineWins, classicSlotGame } from '@fortuna/games/studio/slot-classic/classic';
import { describe, expect, it } from 'vitest';
import { windowAt } from '../slot-common/strips';
import { CLASSIC_START_STOPS, classicHighlight, classicWinCells } from './classic-lines';
import { asClassicDetail } from './detail';

const played = (nonce: number) =>
  JSON.parse(JSON.stringify(classicSlotGame.play({ coin: 10n }, new FairRng('classic-client', 'seed', nonce)).detail));

describe('Fruit Classic detail', () => {
  it('reads a played round sent as JSON', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const detail = played(nonce);
      const parsed = asClassicDetail(detail);
      expect(parsed?.window).toEqual(detail.window);
      expect(parsed?.lineWins).toEqual(detail.lineWins);
      expect(parsed?.totalWin).toBe(detail.totalWin);
    }
  });

  it('refuses what is not a classic round', () => {
    expect(asClassicDetail(null)).toBeNull();
    expect(asClassicDetail({ window: [['SEVEN']] })).toBeNull();
    expect(
      asClassicDetail({
        window: [
          ['WILD', 'BAR', 'BAR'],
          ['BAR', 'BAR', 'BAR'],
          ['BAR', 'BAR', 'BAR'],
        ],
      }),
    ).toBeNull();
  });

  it('drops malformed line wins', () => {
    const detail = {
      ...played(1),
      lineWins: [{ line: 'x' }, { line: 1, symbols: ['BAR', 'BAR', 'BAR'], pay: 200, win: '2000' }],
    };
    expect(asClassicDetail(detail)?.lineWins).toHaveLength(1);
  });
});

describe('Fruit Classic highlights', () => {
  it('lights the cells a line win covers', () => {
    expect(classicWinCells({ line: 1, symbols: ['BELL', 'BELL', 'BELL'] })).toEqual([1, 4, 7]);
    expect(classicWinCells({ line: 4, symbols: ['CHERRY', 'CHERRY', 'BAR'] })).toEqual([0, 4]);
    expect(classicWinCells({ line: 5, symbols: ['CHERRY', 'BAR', 'BAR'] })).toEqual([2]);
    expect(classicWinCells({ line: 9, symbols: ['BAR', 'BAR', 'BAR'] })).toEqual([]);
  });

  it('lights only paying symbols, over every line win of many rounds', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const detail = played(nonce);
      const highlight = classicHighlight(detail.lineWins);
      if (detail.lineWins.length === 0) {
        expect(highlight).toBeNull();
        continue;
      }
      const symbols = new Set(detail.lineWins.flatMap((w: { symbols: string[] }) => w.symbols));
      for (const cell of highlight?.winCells ?? []) {
        const symbol = detail.window[Math.floor(cell / 3)][cell % 3];
        expect(symbols.has(symbol)).toBe(true);
      }
      expect(highlight?.lines).toHaveLength(detail.lineWins.length);
    }
  });

  it('focuses one line on its own', () => {
    const wins = [
      { line: 1, symbols: ['BELL', 'BELL', 'BELL'] },
      { line: 2, symbols: ['CHERRY', 'BAR', 'BAR'] },
    ];
    expect(classicHighlight(wins, 2)?.winCells).toEqual([0]);
  });

  it('opens on a window with no line win', () => {
    const start = CLASSIC_REELS.map((strip, reel) => windowAt(strip, CLASSIC_START_STOPS[reel] ?? 0, 3, 'CHERRY'));
    expect(classicLineWins(start)).toEqual([]);
  });
});
