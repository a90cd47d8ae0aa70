import { describe, expect, it } from 'vitest';
import { FairRng } from './fair-rng';
import { drawRaffle, raffleFloatsNeeded, raffleTicketListText } from './raffle-draw';
import { fairFloats } from './web-verify';

const entries = [
  { ref: '11', tickets: 3 },
  { ref: '12', tickets: 0 },
  { ref: '13', tickets: 1 },
  { ref: '14', tickets: 6 },
];

describe('raffle draw', () => {
  it('picks tickets over the remaining pool, each holder at most once, leaving out holders without tickets', () => {
    // 10 tickets: 0-2 are 11's, 3 is 13's, 4-9 are 14's.
    const winners = drawRaffle(entries, [0.35, 0.0, 0.99], 5);
    expect(winners).toEqual([
      { position: 1, ref: '13', pick: 3 },
      { position: 2, ref: '11', pick: 0 },
      { position: 3, ref: '14', pick: 5 },
    ]);
    expect(raffleFloatsNeeded(entries, 5)).toBe(3);
    expect(raffleTicketListText(entries)).toBe('11:3\n13:1\n14:6');
    expect(drawRaffle([], [0.5], 3)).toEqual([]);
  });

  it('the browser floats redo the server draw exactly', async () => {
    const serverSeed = 'a'.repeat(64);
    const clientSeed = 'list-hash';
    const rng = new FairRng(serverSeed, clientSeed, 0);
    const server = drawRaffle(entries, rng.floats(3), 3);
    const floats = await fairFloats(serverSeed, clientSeed, 0, 3);
    expect(floats).not.toBeNull();
    expect(drawRaffle(entries, floats ?? [], 3)).toEqual(server);
  });
});
