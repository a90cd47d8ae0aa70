import type {
  BetRecord,
  BetRecordPage,
  BetRecordQuery,
  BetTotals,
  ProfitQuery,
  ProfitReport,
} from '@fortuna/contracts/bet-records';
import type { GameType } from '@fortuna/contracts/catalogue';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { Language } from '@fortuna/contracts/system';
import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendorRounds, vendors } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { signedRecallUrl } from '../../lib/seamless-protocol/recall-link';
import { gameNameIn } from '../catalogue/catalogue.service';
import type { VendorKeys } from '../seamless/vendor-keys';

function money(minor: bigint) {
  return { amount: minorToDecimal(minor), amountMinor: minor.toString() };
}

/** Valid bet: a void round's stake never counted. */
const validBet = sql<string>`case when ${vendorRounds.status} = 'void' then 0 else ${vendorRounds.stakeMinor} end`;

function filtersOf(accountId: number, query: BetRecordQuery | ProfitQuery): SQL[] {
  const filters = [
    eq(vendorRounds.accountId, accountId),
    gte(vendorRounds.openedAt, new Date(query.from)),
    lt(vendorRounds.openedAt, new Date(query.to)),
  ];
  if ('gameType' in query && query.gameType) filters.push(eq(games.gameType, query.gameType));
  if ('vassalage' in query && query.vassalage) filters.push(eq(vendors.code, query.vassalage));
  if ('status' in query && query.status) filters.push(eq(vendorRounds.status, query.status));
  return filters;
}

function totalsOf(row: {
  rounds: number;
  stake: string | null;
  valid: string | null;
  payout: string | null;
}): BetTotals {
  const stake = BigInt(row.stake ?? 0);
  const payout = BigInt(row.payout ?? 0);
  const valid = BigInt(row.valid ?? 0);
  return {
    rounds: Number(row.rounds),
    stake: money(stake),
    validBet: money(valid),
    payout: money(payout),
    profit: money(payout - valid),
  };
}

/**
 * The member's rounds, newest first, with totals of everything the filters match; games are named in
 * the member's language.
 */
export async function betRecords(
  db: Db,
  accountId: number,
  query: BetRecordQuery,
  language?: Language,
): Promise<BetRecordPage> {
  const where = and(...filtersOf(accountId, query));
  const base = db
    .select({
      round: vendorRounds,
      gameName: games.name,
      gameNameTranslations: games.nameTranslations,
      gameType: games.gameType,
      vendorCode: vendors.code,
      vendorName: vendors.name,
      recallUrl: vendors.recallUrl,
    })
    .from(vendorRounds)
    .innerJoin(games, eq(games.id, vendorRounds.gameId))
    .innerJoin(vendors, eq(vendors.id, vendorRounds.vendorId))
    .where(where);
  const [rows, [totalsRow]] = await Promise.all([
    base
      .orderBy(desc(vendorRounds.openedAt), desc(vendorRounds.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({
        rounds: count(),
        stake: sum(vendorRounds.stakeMinor),
        valid: sum(validBet),
        payout: sum(vendorRounds.payoutMinor),
      })
      .from(vendorRounds)
      .innerJoin(games, eq(games.id, vendorRounds.gameId))
      .innerJoin(vendors, eq(vendors.id, vendorRounds.vendorId))
      .where(where),
  ]);
  const totals = totalsOf(totalsRow ?? { rounds: 0, stake: null, valid: null, payout: null });
  const list: BetRecord[] = rows.map(
    ({ round, gameName, gameNameTranslations, gameType, vendorCode, vendorName, recallUrl }) => {
      const valid = round.status === 'void' ? 0n : round.stakeMinor;
      return {
        id: round.id,
        roundId: round.roundId,
        gameName: gameNameIn({ name: gameName, nameTranslations: gameNameTranslations }, language),
        gameType: gameType as GameType,
        vassalage: vendorCode,
        vendorName,
        status: round.status,
        isTrial: round.isTrial,
        currency: round.currency,
        stake: money(round.stakeMinor),
        validBet: money(valid),
        payout: money(round.payoutMinor),
        profit: money(round.payoutMinor - valid),
        startedAt: round.openedAt.toISOString(),
        endedAt: round.closedAt?.toISOString() ?? null,
        canReplay: recallUrl !== '' && round.status !== 'open',
      };
    },
  );
  return { list, totals, pageNo: query.pageNo, totalPages: Math.ceil(totals.rounds / query.pageSize) };
}

/** A fresh signed replay link of one of the member's own rounds, from the vendor's recall address. */
export async function replayLink(
  db: Db,
  vendorKeys: VendorKeys,
  accountId: number,
  id: number,
): Promise<{ url: string }> {
  const [row] = await db
    .select({ round: vendorRounds, vendorCode: vendors.code, recallUrl: vendors.recallUrl })
    .from(vendorRounds)
    .innerJoin(vendors, eq(vendors.id, vendorRounds.vendorId))
    .where(and(eq(vendorRounds.id, id), eq(vendorRounds.accountId, accountId)))
    .limit(1);
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  const vendor = await vendorKeys.byCode(row.vendorCode);
  if (!vendor || row.recallUrl === '' || row.round.status === 'open') {
    throw new AppError('GAME_UNAVAILABLE', 'This vendor offers no replay of the round');
  }
  return { url: signedRecallUrl(row.recallUrl, vendor.secret, row.round.roundId) };
}

/** P&L by the member's day and game type. */
export async function profitReport(db: Db, accountId: number, query: ProfitQuery): Promise<ProfitReport> {
  // The offset is a validated integer; written into the SQL so the grouped expression is the selected one.
  const offset = sql.raw(`interval '${Math.trunc(query.offsetMinutes)} minutes'`);
  const day = sql<string>`to_char((${vendorRounds.openedAt} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      gameType: games.gameType,
      rounds: count(),
      stake: sum(vendorRounds.stakeMinor),
      valid: sum(validBet),
      payout: sum(vendorRounds.payoutMinor),
    })
    .from(vendorRounds)
    .innerJoin(games, eq(games.id, vendorRounds.gameId))
    .where(and(...filtersOf(accountId, query), sql`${vendorRounds.isTrial} = false`))
    .groupBy(day, games.gameType)
    .orderBy(day, games.gameType);
  const report = rows.map((row) => ({ day: row.day, gameType: row.gameType as GameType, ...totalsOf(row) }));
  const sumOf = (pick: (row: (typeof report)[number]) => string) =>
    report.reduce((total, row) => total + BigInt(pick(row)), 0n).toString();
  const totals = totalsOf({
    rounds: report.reduce((total, row) => total + row.rounds, 0),
    stake: sumOf((row) => row.stake.amountMinor),
    valid: sumOf((row) => row.validBet.amountMinor),
    payout: sumOf((row) => row.payout.amountMinor),
  });
  return { rows: report, totals };
}
