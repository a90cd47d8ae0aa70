import type { VnResult } from '@fortuna/contracts/lottery-vn';
import { officialLayoutOf } from '@fortuna/games/lottery/official-layouts';
import { checkPrizeLayout, type PrizeLayout, type PrizeSetProblem } from '@fortuna/games/lottery/regional-result';
import { AppError } from '../../../http/app-error';
import { type Actor, recordAudit } from '../../../modules/audit/audit.service';
import { closeDraw, type DrawRow, findDraw } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';
import { settleDraw } from '../lottery-draws';
import { decideResult, findResult, insertResult, publishResult, type ResultRow } from './vn.repo';

/** Who entered a result that came from the results feed. */
export const FEED_AUTHOR = 'feed';

export function presentResult(row: ResultRow): VnResult {
  return {
    resultId: String(row.id),
    version: row.version,
    status: row.status,
    source: row.source,
    enteredBy: row.enteredBy,
    decidedBy: row.decidedBy,
    prizes: row.prizes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The problem of a malformed result in words staff can act on. */
export function problemText(problem: PrizeSetProblem): string {
  switch (problem.problem) {
    case 'NOT_AN_OBJECT':
      return 'The result must list each prize with its numbers';
    case 'UNKNOWN_PRIZE':
      return `This draw has no prize "${problem.prize}"`;
    case 'WRONG_COUNT':
      return `The ${problem.prize} prize takes exactly ${problem.expected} numbers`;
    case 'WRONG_DIGITS':
      return `Each ${problem.prize} prize number has exactly ${problem.expected} digits ("${problem.value}" does not)`;
  }
}

/** A draw whose official result staff enter (a regional or SEA draw) with its prize layout. */
async function regionalDraw(deps: LotteryDeps, drawId: number): Promise<{ draw: DrawRow; layout: PrizeLayout }> {
  const draw = await findDraw(deps.db, drawId);
  const layout = draw ? officialLayoutOf(draw.gameCode) : undefined;
  if (!draw || !layout) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  return { draw, layout };
}

/**
 * Stores a result for a regional draw, awaiting approval: only once the draw time has passed, never on a
 * void draw, and only a result with every prize of the region at its count and digit length. On a draw
 * that already has an approved result it is a correction: once approved, every bet is settled again by
 * it and only the difference moves.
 */
export async function enterVnResult(
  deps: LotteryDeps,
  author: { actor: Actor } | { feed: true },
  drawId: number,
  prizes: unknown,
): Promise<ResultRow> {
  const { draw, layout } = await regionalDraw(deps, drawId);
  if (draw.status === 'void') throw new AppError('LOTTERY_DRAW_SETTLED');
  if (deps.now() < draw.drawAt.getTime()) throw new AppError('LOTTERY_RESULT_TOO_EARLY');
  const checked = checkPrizeLayout(layout, prizes);
  if (!checked.ok) throw new AppError('LOTTERY_RESULT_INVALID', problemText(checked));
  const enteredBy = 'actor' in author ? author.actor.username : FEED_AUTHOR;
  return deps.db.transaction(async (tx) => {
    const row = await insertResult(tx, {
      drawId,
      prizes: checked.result,
      source: 'actor' in author ? 'staff' : 'feed',
      enteredBy,
    });
    if (!row) throw new AppError('LOTTERY_RESULT_DECIDED', 'Another result was entered at the same moment: reload');
    if ('actor' in author) {
      await recordAudit(tx, author.actor, {
        action: 'lottery.result.enter',
        targetType: 'lottery_draw',
        targetId: drawId,
        merchantId: null,
        before: null,
        after: { version: row.version, prizes: row.prizes },
      });
    }
    return row;
  });
}

/**
 * Approves a pending result: a staff member other than the one who entered it (a feed result may be
 * approved by any staff member, or by the feed itself when the operator configured so). The result is
 * put on the draw and the draw settled; the settlement job finishes it if this call is cut off.
 */
export async function approveVnResult(
  deps: LotteryDeps,
  approver: { actor: Actor } | { feed: true },
  resultId: number,
): Promise<ResultRow> {
  const result = await findResult(deps.db, resultId);
  if (!result) throw new AppError('NOT_FOUND', 'This result does not exist');
  const approvedBy = 'actor' in approver ? approver.actor.username : FEED_AUTHOR;
  if ('actor' in approver && result.enteredBy === approvedBy) throw new AppError('LOTTERY_SAME_STAFF');
  const approved = await deps.db.transaction(async (tx) => {
    const decided = await decideResult(tx, resultId, 'approved', approvedBy);
    if (!decided) throw new AppError('LOTTERY_RESULT_DECIDED');
    if (!(await publishResult(tx, decided.drawId, decided))) throw new AppError('LOTTERY_DRAW_SETTLED');
    if ('actor' in approver) {
      await recordAudit(tx, approver.actor, {
        action: 'lottery.result.approve',
        targetType: 'lottery_draw',
        targetId: decided.drawId,
        merchantId: null,
        before: null,
        after: { version: decided.version, enteredBy: decided.enteredBy },
      });
    }
    return decided;
  });
  await settleNow(deps, approved.drawId);
  return approved;
}

export async function rejectVnResult(deps: LotteryDeps, actor: Actor, resultId: number): Promise<ResultRow> {
  return deps.db.transaction(async (tx) => {
    const rejected = await decideResult(tx, resultId, 'rejected', actor.username);
    if (!rejected) throw new AppError((await findResult(tx, resultId)) ? 'LOTTERY_RESULT_DECIDED' : 'NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'lottery.result.reject',
      targetType: 'lottery_draw',
      targetId: rejected.drawId,
      merchantId: null,
      before: null,
      after: { version: rejected.version },
    });
    return rejected;
  });
}

/** Voids a regional draw without an approved result: every bet on it is refunded once (by the settlement). */
export async function voidVnDraw(deps: LotteryDeps, actor: Actor, drawId: number): Promise<void> {
  await regionalDraw(deps, drawId);
  await deps.db.transaction(async (tx) => {
    if (!(await closeDraw(tx, drawId, { status: 'void' }))) throw new AppError('LOTTERY_DRAW_SETTLED');
    await recordAudit(tx, actor, {
      action: 'lottery.draw.void',
      targetType: 'lottery_draw',
      targetId: drawId,
      merchantId: null,
      before: { status: 'open' },
      after: { status: 'void' },
    });
  });
  await settleNow(deps, drawId);
}

/** Settles a draw now; a failure is left to the settlement job (it retries every minute). */
async function settleNow(deps: LotteryDeps, drawId: number): Promise<void> {
  const draw = await findDraw(deps.db, drawId);
  if (!draw) return;
  try {
    await settleDraw(deps, draw);
  } catch (error) {
    deps.log.warn({ err: error, drawId }, 'lottery settlement left to the job');
  }
}
