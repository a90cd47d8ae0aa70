import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type LedgerAccountKind, ledgerAccounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { describeEachDatabase } from '../../test/test-app';
import { defaultMerchantSettings } from '../merchants/merchant-defaults';
import { insertMerchant } from '../merchants/merchants.repo';
import { ensureAccount, findReplayMismatches } from './ledger.repo';
import type { LedgerOperation, LedgerResult, TransferSpec } from './ledger.types';

/** Operations per run × runs: at least 10,000 random operations on each database. */
const OPS_PER_RUN = 500;
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 20);

const ACCOUNT_KINDS: LedgerAccountKind[] = ['main', 'main', 'main', 'bonus', 'house', 'world'];
const amountArb = fc.bigInt({ min: 1n, max: 5_000n });
const accountArb = fc.nat({ max: ACCOUNT_KINDS.length - 1 });
const legArb = fc.record({ from: accountArb, to: accountArb, amount: amountArb });
const stepArb = fc.oneof(
  { weight: 5, arbitrary: legArb.map((leg) => ({ t: 'transfer' as const, ...leg })) },
  {
    weight: 2,
    arbitrary: fc.array(legArb, { minLength: 2, maxLength: 3 }).map((legs) => ({ t: 'linked' as const, legs })),
  },
  // Eight legs or more are posted set-based (migration 0042): the same model must hold.
  {
    weight: 1,
    arbitrary: fc.array(legArb, { minLength: 9, maxLength: 14 }).map((legs) => ({ t: 'linked' as const, legs })),
  },
  { weight: 2, arbitrary: legArb.map((leg) => ({ t: 'hold' as const, ...leg })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ t: 'post' as const, pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ t: 'void' as const, pick })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ t: 'repeat' as const, pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ t: 'conflict' as const, pick })) },
);
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

interface ModelAccount {
  id: number;
  mayGoNegative: boolean;
  balance: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
}
interface Hold {
  id: string;
  from: number;
  to: number;
  amount: bigint;
  isOpen: boolean;
}

/** The ledger as it should be, kept in memory beside the real one. */
class Model {
  readonly keys = new Map<string, string>();
  readonly history: { op: LedgerOperation; signature: string }[] = [];
  readonly holds: Hold[] = [];

  constructor(readonly accounts: ModelAccount[]) {}

  available(index: number): bigint {
    const account = this.accounts[index];
    if (!account) throw new Error('no such account');
    return account.mayGoNegative ? 10n ** 18n : account.balance - account.pendingDebits;
  }

  /** What applying `op` must do: an error code, or the change to make. */
  expect(op: LedgerOperation, signature: string): string | (() => void) {
    const seen = this.keys.get(op.key);
    if (seen !== undefined) return seen === signature ? 'REPLAY' : 'IDEMPOTENCY_CONFLICT';
    if (op.type === 'post' || op.type === 'void') {
      const hold = this.holds.find((candidate) => candidate.id === op.transferId);
      if (!hold) return 'TRANSFER_NOT_FOUND';
      if (!hold.isOpen) return 'TRANSFER_NOT_PENDING';
      return () => this.resolve(hold, op.type === 'post');
    }
    const legs = op.transfers.map((transfer) => ({
      from: this.indexOf(transfer.debitAccountId),
      to: this.indexOf(transfer.creditAccountId),
      amount: transfer.amount,
    }));
    // Legs apply in order: money a posted leg brings in can be spent by a later leg.
    const available = new Map<number, bigint>();
    const availableOf = (index: number) => available.get(index) ?? this.available(index);
    for (const leg of legs) {
      if (availableOf(leg.from) < leg.amount) return 'INSUFFICIENT_FUNDS';
      available.set(leg.from, availableOf(leg.from) - leg.amount);
      if (!op.pending) available.set(leg.to, availableOf(leg.to) + leg.amount);
    }
    return () => {
      for (const leg of legs) this.move(leg.from, leg.to, leg.amount, op.pending ?? false);
    };
  }

  private indexOf(id: number): number {
    return this.accounts.findIndex((account) => account.id === id);
  }

  private account(index: number): ModelAccount {
    const account = this.accounts[index];
    if (!account) throw new Error('no such account');
    return account;
  }

  private move(from: number, to: number, amount: bigint, isPending: boolean) {
    if (isPending) {
      this.account(from).pendingDebits += amount;
      this.account(to).pendingCredits += amount;
    } else {
      this.account(from).balance -= amount;
      this.account(to).balance += amount;
    }
  }

  private resolve(hold: Hold, isPost: boolean) {
    hold.isOpen = false;
    this.account(hold.from).pendingDebits -= hold.amount;
    this.account(hold.to).pendingCredits -= hold.amount;
    if (isPost) this.move(hold.from, hold.to, hold.amount, false);
  }
}

async function openRunAccounts(app: FastifyInstance) {
  const merchant = await insertMerchant(app.db, {
    code: `P${randomBytes(5).toString('hex').toUpperCase()}`,
    name: 'Property run',
    currency: 'VND',
    currencySymbol: '₫',
    ...defaultMerchantSettings(),
  });
  const accounts: ModelAccount[] = [];
  for (const [index, kind] of ACCOUNT_KINDS.entries()) {
    const isPlatform = kind === 'house' || kind === 'world';
    const row = await ensureAccount(app.db, {
      merchantId: merchant.id,
      ownerType: isPlatform ? 'merchant' : 'account',
      ownerId: isPlatform ? 0 : index + 1,
      kind,
      currency: 'VND',
    });
    accounts.push({ id: row.id, mayGoNegative: row.mayGoNegative, balance: 0n, pendingDebits: 0n, pendingCredits: 0n });
  }
  return { merchantId: merchant.id, model: new Model(accounts) };
}

function toOperation(step: Step, model: Model, merchantId: number, index: number): LedgerOperation | undefined {
  const key = `k-${index}`;
  const leg = (from: number, to: number, amount: bigint): TransferSpec => ({
    debitAccountId: model.accounts[from]?.id ?? 0,
    creditAccountId: model.accounts[to]?.id ?? 0,
    amount,
    currency: 'VND',
    kind: 'property',
  });
  switch (step.t) {
    case 'transfer':
    case 'hold':
      if (step.from === step.to) return undefined;
      return {
        type: 'transfer',
        merchantId,
        key,
        pending: step.t === 'hold',
        transfers: [leg(step.from, step.to, step.amount)],
      };
    case 'linked': {
      const legs = step.legs.filter((item) => item.from !== item.to);
      if (legs.length === 0) return undefined;
      return { type: 'transfer', merchantId, key, transfers: legs.map((item) => leg(item.from, item.to, item.amount)) };
    }
    case 'post':
    case 'void': {
      const hold = model.holds[step.pick % Math.max(1, model.holds.length)];
      return { type: step.t, merchantId, key, transferId: hold?.id ?? '987654321' };
    }
    case 'repeat': {
      const previous = model.history[step.pick % Math.max(1, model.history.length)];
      return previous?.op;
    }
    case 'conflict': {
      const previous = model.history[step.pick % Math.max(1, model.history.length)];
      if (previous?.op.type !== 'transfer') return undefined;
      const [first, ...rest] = previous.op.transfers;
      if (!first) return undefined;
      return { ...previous.op, transfers: [{ ...first, amount: first.amount + 1n }, ...rest] };
    }
  }
}

function signatureOf(op: LedgerOperation): string {
  return JSON.stringify(op, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

async function apply(app: FastifyInstance, op: LedgerOperation): Promise<LedgerResult | string> {
  try {
    if (op.type === 'post') return await app.ledger.post(op);
    if (op.type === 'void') return await app.ledger.void(op);
    return await app.ledger.transferLinked(op);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function checkInvariants(app: FastifyInstance, merchantId: number, model: Model) {
  const rows = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.merchantId, merchantId));
  let total = 0n;
  for (const expected of model.accounts) {
    const row = rows.find((candidate) => candidate.id === expected.id);
    expect({ balance: row?.balance, pendingDebits: row?.pendingDebits, pendingCredits: row?.pendingCredits }).toEqual({
      balance: expected.balance,
      pendingDebits: expected.pendingDebits,
      pendingCredits: expected.pendingCredits,
    });
    if (!expected.mayGoNegative) expect(expected.balance - expected.pendingDebits >= 0n).toBe(true);
    total += row?.balance ?? 0n;
  }
  expect(total).toBe(0n);
  // Every balance equals a replay of the transfer log.
  const mismatches = await findReplayMismatches(app.db, merchantId);
  expect(mismatches).toEqual([]);
}

describeEachDatabase('ledger properties', (use) => {
  it(`holds its invariants over ${OPS_PER_RUN * RUNS} random operations`, { timeout: 600_000 }, async () => {
    let operations = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: OPS_PER_RUN, maxLength: OPS_PER_RUN }), async (steps) => {
        const { app } = use();
        const { merchantId, model } = await openRunAccounts(app);
        for (const [index, step] of steps.entries()) {
          const op = toOperation(step, model, merchantId, index);
          if (!op) continue;
          const signature = signatureOf(op);
          const expected = model.expect(op, signature);
          const actual = await apply(app, op);
          operations++;
          const where = `step ${index}: ${signature}`;
          if (typeof expected === 'string') {
            if (expected === 'REPLAY') expect(typeof actual === 'string' ? actual : actual.isReplay, where).toBe(true);
            else expect(typeof actual === 'string' ? actual : 'applied', where).toBe(expected);
          } else {
            if (typeof actual === 'string') throw new Error(`step ${index} ${signature} failed with ${actual}`);
            expect(actual.isReplay).toBe(false);
            expected();
            model.keys.set(op.key, signature);
            model.history.push({ op, signature });
            if (op.type === 'transfer' && op.pending) {
              for (const transfer of actual.transfers) {
                const [from, to] = [transfer.debitAccountId, transfer.creditAccountId].map((id) =>
                  model.accounts.findIndex((account) => account.id === id),
                );
                model.holds.push({
                  id: transfer.id,
                  from: from ?? -1,
                  to: to ?? -1,
                  amount: transfer.amount,
                  isOpen: true,
                });
              }
            }
          }
          await checkInvariants(app, merchantId, model);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(operations).toBeGreaterThan(OPS_PER_RUN * RUNS * 0.85);
  });
});
