/** One request waiting in a group commit: what it carries, the accounts it touches, and its caller. */
export interface GroupJob<Item, Result> {
  item: Item;
  /** Same number for requests on the same accounts: they go in the same part of a split batch. */
  accountsKey: number;
  resolve(result: Result): void;
  reject(error: Error): void;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Splits a batch into parts by the accounts each request touches, so two parts never lock the same
 * member's rows (their shared platform rows are written last, in id order, by each part's statement).
 */
function splitByAccounts<Item, Result>(batch: GroupJob<Item, Result>[], parts: number): GroupJob<Item, Result>[][] {
  if (parts <= 1 || batch.length < parts * 4) return [batch];
  const split: GroupJob<Item, Result>[][] = Array.from({ length: parts }, () => []);
  for (const job of batch) split[job.accountsKey % parts]?.push(job);
  return split.filter((part) => part.length > 0);
}

/**
 * Group commit: requests that arrive while a batch is being written wait and go together in the next one,
 * which `write` applies in one statement (one commit). A batch is split over `parallelism` connections so the
 * database works on more than one core. `write` answers every job of its batch.
 */
export class GroupCommit<Item, Result> {
  private readonly queue: GroupJob<Item, Result>[] = [];
  private activeLanes = 0;

  constructor(
    private readonly write: (batch: GroupJob<Item, Result>[]) => Promise<void>,
    private readonly parallelism = 2,
    private readonly maxBatch = 256,
  ) {}

  submit(item: Item, accountsKey: number): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, accountsKey: Math.abs(accountsKey) || 0, resolve, reject });
      if (this.activeLanes < 1) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.activeLanes++;
    try {
      // Let every request that is already on its way join: the callers answered by the last batch send
      // their next requests in the same turn of the event loop, and they should travel together.
      for (await nextTurn(); this.queue.length > 0; await nextTurn()) {
        const batch = this.queue.splice(0, this.maxBatch);
        await Promise.all(splitByAccounts(batch, this.parallelism).map((part) => this.write(part)));
      }
    } finally {
      this.activeLanes--;
    }
  }
}
