import { createHash } from 'node:crypto';
import { crashPointFromHash } from '@fortuna/games/studio/crash/crash';
import { describe, expect, it } from 'vitest';
import { crashPointOfHash } from './crash-point';

const SALT = 'Fortuna Crash public salt v1';

describe('crash point recomputed in the browser', () => {
  it('matches the server maths for many game hashes', async () => {
    for (let index = 0; index < 200; index++) {
      const hash = createHash('sha256').update(`game-${index}`).digest('hex');
      expect(await crashPointOfHash(hash, SALT)).toBe(crashPointFromHash(hash, SALT));
    }
  });

  it('gives a different point for another salt', async () => {
    const hash = createHash('sha256').update('game').digest('hex');
    const points = await Promise.all([crashPointOfHash(hash, SALT), crashPointOfHash(hash, 'another salt')]);
    expect(points[0]).not.toBe(points[1]);
  });
});
