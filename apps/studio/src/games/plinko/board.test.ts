import { plinkoGame } from '@fortuna/games/studio/plinko/plinko';
import { describe, expect, it } from 'vitest';
import { ballAt, boardLayout, bucketOfPath, flightPoints, PEG_SPACING, pegsHit } from './board';

describe('plinko board geometry', () => {
  it('has r + 3 pegs in row r and rows + 1 buckets between the bottom pegs', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const layout = boardLayout(rows);
      expect(layout.pegs.length).toBe((rows * (rows + 5)) / 2);
      expect(layout.bucketCentres.length).toBe(rows + 1);
      const bottom = layout.pegs.filter((peg) => peg.row === rows - 1).map((peg) => peg.x);
      expect(bottom.length).toBe(rows + 2);
      layout.bucketCentres.forEach((x, k) => {
        expect(x).toBeCloseTo(((bottom[k] as number) + (bottom[k + 1] as number)) / 2);
      });
      // The bucket row spans the bottom row's outermost pegs.
      expect(bottom[0]).toBeCloseTo(layout.width * layout.bucketInset);
      expect(bottom[bottom.length - 1]).toBeCloseTo(layout.width * (1 - layout.bucketInset));
    }
  });

  it('keeps every peg inside the board, symmetric about the centre', () => {
    const layout = boardLayout(16);
    for (const peg of layout.pegs) {
      expect(peg.x).toBeGreaterThan(0);
      expect(peg.x).toBeLessThan(layout.width);
      expect(peg.y).toBeLessThan(layout.height);
    }
    const row = layout.pegs.filter((peg) => peg.row === 5);
    expect((row[0]?.x ?? 0) + (row[row.length - 1]?.x ?? 0)).toBeCloseTo(layout.width);
  });
});

describe('the ball follows the server path', () => {
  it('touches a peg of every row and ends over the bucket the path counts', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 0];
    const layout = boardLayout(path.length);
    const points = flightPoints(layout, path);
    expect(points.length).toBe(path.length + 2);
    const hit = pegsHit(path, path.length);
    hit.forEach((key, row) => {
      const [r, index] = key.split(':').map(Number);
      const peg = layout.pegs.find((p) => p.row === r && p.index === index);
      expect(peg).toBeDefined();
      expect(points[row + 1]?.x).toBeCloseTo(peg?.x ?? Number.NaN);
      expect(points[row + 1]?.y).toBeLessThan(peg?.y ?? 0);
    });
    const last = points[points.length - 1];
    expect(bucketOfPath(path)).toBe(7);
    expect(last?.x).toBeCloseTo(layout.bucketCentres[7] ?? Number.NaN);
  });

  it('moves half a spacing per row, left for 0 and right for 1', () => {
    const points = flightPoints(boardLayout(8), [0, 0, 0, 0, 1, 1, 1, 1]);
    const steps = points.slice(2).map((p, i) => p.x - (points[i + 1]?.x ?? 0));
    expect(steps.map((d) => Math.round(d / (PEG_SPACING / 2)))).toEqual([-1, -1, -1, -1, 1, 1, 1, 1]);
  });

  it('lands where the game itself says for any path', () => {
    const rng = { nextFloat: Math.random } as Parameters<typeof plinkoGame.play>[1];
    for (let i = 0; i < 50; i++) {
      const rows = 8 + (i % 9);
      const { detail } = plinkoGame.play({ stake: 100n, rows, risk: 'high' }, rng);
      const layout = boardLayout(rows);
      const end = flightPoints(layout, detail.path).at(-1);
      expect(end?.x).toBeCloseTo(layout.bucketCentres[detail.bucket] ?? Number.NaN);
    }
  });

  it('ballAt passes through every point and stays between neighbours sideways', () => {
    const points = flightPoints(boardLayout(10), [1, 1, 0, 1, 0, 0, 1, 0, 1, 1]);
    points.forEach((point, i) => {
      const at = ballAt(points, i);
      expect(at.x).toBeCloseTo(point.x);
      expect(at.y).toBeCloseTo(point.y);
    });
    const mid = ballAt(points, 3.5);
    expect(mid.x).toBeCloseTo(((points[3]?.x ?? 0) + (points[4]?.x ?? 0)) / 2);
    // Just off a peg the ball rises (smaller y) before it falls.
    expect(ballAt(points, 3.1).y).toBeLessThan(points[3]?.y ?? 0);
    expect(ballAt(points, -1)).toEqual(ballAt(points, 0));
    expect(ballAt(points, 99)).toEqual(ballAt(points, points.length - 1));
  });
});
