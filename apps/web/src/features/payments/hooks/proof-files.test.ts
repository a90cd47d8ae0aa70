import { describe, expect, it } from 'vitest';
import { proofRoomLeft, screenProofFiles } from './proof-files';

const MB = 1024 * 1024;
const png = (name: string, size = 200_000) => ({ name, type: 'image/png', size });
const jpg = (name: string, size = 200_000) => ({ name, type: 'image/jpeg', size });

describe('screenProofFiles', () => {
  it('accepts PNG and JPEG images up to 5 MB', () => {
    const files = [png('a.png'), jpg('b.jpg', 5 * MB)];
    expect(screenProofFiles(files, 0)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses any other type, whatever the name says', () => {
    const gif = { name: 'receipt.png', type: 'image/gif', size: 1000 };
    const webp = { name: 'receipt.webp', type: 'image/webp', size: 1000 };
    const pdf = { name: 'receipt.pdf', type: 'application/pdf', size: 1000 };
    const result = screenProofFiles([gif, webp, pdf], 0);
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((entry) => entry.problem)).toEqual(['type', 'type', 'type']);
  });

  it('refuses an image larger than 5 MB', () => {
    const big = png('big.png', 5 * MB + 1);
    expect(screenProofFiles([big], 0)).toEqual({ accepted: [], refused: [{ file: big, problem: 'size' }] });
  });

  it('takes at most 3 images per order, counting those already uploaded', () => {
    const files = [png('1.png'), png('2.png'), png('3.png'), png('4.png')];
    const fresh = screenProofFiles(files, 0);
    expect(fresh.accepted.map((file) => file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(fresh.refused).toEqual([{ file: files[3], problem: 'count' }]);

    const withTwo = screenProofFiles([png('4th.png'), png('5th.png')], 2);
    expect(withTwo.accepted.map((file) => file.name)).toEqual(['4th.png']);
    expect(withTwo.refused.map((entry) => entry.problem)).toEqual(['count']);
  });

  it('refuses a 4th image once 3 are on the order', () => {
    expect(screenProofFiles([jpg('4.jpg')], 3).refused).toEqual([{ file: jpg('4.jpg'), problem: 'count' }]);
    expect(proofRoomLeft(3)).toBe(0);
    expect(proofRoomLeft(1)).toBe(2);
  });

  it('does not let a refused file take a place', () => {
    const result = screenProofFiles([png('big.png', 6 * MB), png('ok.png')], 2);
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.refused.map((entry) => entry.problem)).toEqual(['size']);
  });
});
