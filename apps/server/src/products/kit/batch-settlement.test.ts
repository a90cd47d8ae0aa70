import { describe, expect, it } from 'vitest';
import { settleInBatches } from './batch-settlement';

/** Ten items in batches of three, read in key order; `pay` decides what settling a batch does. */
function run(inFlight: number, pay: (batch: number[]) => Promise<{ settled: number; stop?: boolean }>) {
  const items = Array.from({ length: 10 }, (_, index) => index);
  const reads: string[] = [];
  const settled = settleInBatches(
    async (after) => {
      reads.push(after);
      const start = after === '' ? 0 : Number(after) + 1;
      const batch = items.slice(start, start + 3);
      const last = batch.at(-1);
      return last === undefined ? null : { last: String(last), batch };
    },
    pay,
    inFlight,
  );
  return { settled, reads };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('settlement in batches', () => {
  it('pays every batch once, at most inFlight at a time, reading in key order', async () => {
    let paying = 0;
    let most = 0;
    const paid: number[][] = [];
    const { settled, reads } = run(2, async (batch) => {
      paying += 1;
      most = Math.max(most, paying);
      await pause(batch[0] === 0 ? 30 : 5);
      paid.push(batch);
      paying -= 1;
      return { settled: batch.length };
    });
    expect(await settled).toBe(10);
    expect(most).toBe(2);
    expect(reads).toEqual(['', '2', '5', '8', '9']);
    expect(paid.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The slow first batch did not hold the others back.
    expect(paid.at(-1)).toEqual([0, 1, 2]);
  });

  it('one at a time when inFlight is 1', async () => {
    let paying = 0;
    let most = 0;
    const { settled } = run(1, async (batch) => {
      paying += 1;
      most = Math.max(most, paying);
      await pause(2);
      paying -= 1;
      return { settled: batch.length };
    });
    expect(await settled).toBe(10);
    expect(most).toBe(1);
  });

  it('starts no batch after one answers stop, and lets those started finish', async () => {
    const paid: number[][] = [];
    const { settled } = run(2, async (batch) => {
      await pause(batch[0] === 0 ? 1 : 20);
      paid.push(batch);
      return { settled: batch.length, stop: batch[0] === 0 };
    });
    expect(await settled).toBe(6);
    expect(paid).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('throws a failure once the batches started have finished, and starts no other', async () => {
    const paid: number[][] = [];
    const { settled } = run(2, async (batch) => {
      await pause(batch[0] === 0 ? 5 : 20);
      if (batch[0] === 0) throw new Error('wallet down');
      paid.push(batch);
      return { settled: batch.length };
    });
    await expect(settled).rejects.toThrow('wallet down');
    expect(paid).toEqual([[3, 4, 5]]);
  });
});
