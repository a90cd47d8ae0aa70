import { createHash } from 'node:crypto';
import { type AdminPromotion, type MemberPromotion, PROMOTIONS_API } from '@fortuna/contracts/promotions';
import { RAFFLE_API, type RaffleDraw, type RaffleRule } from '@fortuna/contracts/raffle';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { drawRaffle, raffleTicketListText } from '@fortuna/games/fairness/raffle-draw';
import { hashServerSeed } from '@fortuna/games/fairness/seeds';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { depositOrders, ledgerTransfers, promoClaims } from '../../db/schema/index';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { playedRound } from '../agents/agents.test-helpers';
import {
  creditedDeposit,
  expectLedgerSound,
  fundedMember,
  get,
  newKey,
  post,
  walletOf,
} from '../payments/payments.test-helpers';
import { findPromotion } from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import { createPromotion, promotionInput } from './promotions.test-helpers';
import { drawRaffleOnce, runRafflePass } from './raffle.job';
import { prizesByPosition, ticketsOf } from './raffle-rules';

type Auth = Record<string, string>;
const at = (text: string) => new Date(text);

function raffleRule(values: Partial<RaffleRule> = {}): RaffleRule {
  return {
    kind: 'raffle',
    source: 'valid_bet',
    ticketEvery: '100',
    prizeTiers: [
      { prize: '500', winners: 1 },
      { prize: '50', winners: 2 },
    ],
    needsClaim: false,
    ...values,
  };
}

describe('raffle rules', () => {
  it('one ticket per full step of the total, and prizes by position tier after tier', () => {
    expect(ticketsOf(99_99n, { ticketEvery: '100' })).toEqual({ tickets: 0, toNextMinor: 1n });
    expect(ticketsOf(100_00n, { ticketEvery: '100' })).toEqual({ tickets: 1, toNextMinor: 100_00n });
    expect(ticketsOf(250_00n, { ticketEvery: '100' })).toEqual({ tickets: 2, toNextMinor: 50_00n });
    expect(prizesByPosition(raffleRule())).toEqual([500_00n, 50_00n, 50_00n]);
  });
});

describeEachDatabase('raffles', (use) => {
  afterEach(() => {
    use().app.clock.now = () => new Date();
  });
  const deps = (app: FastifyInstance): PromoDeps => ({ db: app.db, ledger: app.ledger, clock: app.clock });
  const cardOf = async (app: FastifyInstance, auth: Auth, id: number, language = 'EN') =>
    (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=${language}`, auth)).body.value.find(
      (row) => row.id === id,
    );
  const prizeTransfers = (app: FastifyInstance, promotionId: number) =>
    app.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'bonus'), eq(ledgerTransfers.reference, `promo:${promotionId}`)));

  it('counts tickets at the schedule’s edges: from the start included to the end excluded, whole steps only', async () => {
    const { app } = use();
    const start = '2026-03-02T00:00:00Z';
    const end = '2026-03-09T00:00:00Z';
    const raffle = await createPromotion(app, promotionInput(raffleRule(), { startsAt: start, endsAt: end }));
    const a = await fundedMember(app);
    const b = await fundedMember(app);
    // a: 100 at the very start (counts), 900 one millisecond before it and 900 at the end (neither counts).
    await playedRound(app, a.member.id, { stake: 100_00n, closedAt: at(start) });
    await playedRound(app, a.member.id, { stake: 900_00n, closedAt: at('2026-03-01T23:59:59.999Z') });
    await playedRound(app, a.member.id, { stake: 900_00n, closedAt: at(end) });
    // b: 199.99 in valid bet is one ticket; a round paying back its stake is no valid bet.
    await playedRound(app, b.member.id, { stake: 199_99n, closedAt: at('2026-03-05T12:00:00Z') });
    await playedRound(app, b.member.id, { stake: 500_00n, payout: 500_00n, closedAt: at('2026-03-05T13:00:00Z') });
    app.clock.now = () => at('2026-03-08T23:59:59Z');
    expect((await cardOf(app, a.auth, raffle.id))?.raffle).toMatchObject({
      tickets: 1,
      counted: { amount: '100.00' },
      toNextTicket: { amount: '100.00' },
      drawnAt: null,
      serverSeedHash: raffle.raffleSeedHash,
    });
    const card = await cardOf(app, b.auth, raffle.id, 'TY');
    expect(card).toMatchObject({ state: 'process', title: 'Bốc thăm may mắn' });
    expect(card?.raffle).toMatchObject({ tickets: 1, toNextTicket: { amount: '0.01' } });
    // One more minor unit of valid bet makes b's second ticket.
    await playedRound(app, b.member.id, { stake: 1n, closedAt: at('2026-03-08T23:00:00Z') });
    expect((await cardOf(app, b.auth, raffle.id))?.raffle?.tickets).toBe(2);
    // After the end, before the draw: still counting nothing new, and nothing to claim.
    app.clock.now = () => at('2026-03-09T00:05:00Z');
    await playedRound(app, b.member.id, { stake: 900_00n, closedAt: at('2026-03-09T00:01:00Z') });
    expect((await cardOf(app, b.auth, raffle.id))?.raffle?.tickets).toBe(2);
    const early = await post(app, RAFFLE_API.claim(raffle.id), {}, b.auth, newKey());
    expect(early).toMatchObject({ status: 409, body: { code: 'RAFFLE_NOT_DRAWN' } });
    await post(app, PROMOTIONS_API.admin.status(raffle.id), { status: 'paused' }, await staffAuth(app, 'admin'));
  });

  it('deposits earn tickets by the credited time; a raffle without an end is refused', async () => {
    const { app } = use();
    const raffle = await createPromotion(
      app,
      promotionInput(raffleRule({ source: 'deposit', ticketEvery: '100000' }), {
        startsAt: '2026-04-01T00:00:00Z',
        endsAt: '2026-04-02T00:00:00Z',
      }),
    );
    const { auth } = await fundedMember(app);
    const inside = await creditedDeposit(app, auth, '250000');
    const outside = await creditedDeposit(app, auth, '400000');
    await app.db
      .update(depositOrders)
      .set({ decidedAt: at('2026-04-01T23:59:59Z') })
      .where(eq(depositOrders.id, inside));
    await app.db
      .update(depositOrders)
      .set({ decidedAt: at('2026-04-02T00:00:00Z') })
      .where(eq(depositOrders.id, outside));
    app.clock.now = () => at('2026-04-01T23:59:59.500Z');
    expect((await cardOf(app, auth, raffle.id))?.raffle).toMatchObject({ source: 'deposit', tickets: 2 });
    const open = await post(
      app,
      PROMOTIONS_API.admin.list,
      promotionInput(raffleRule(), { endsAt: null }),
      await staffAuth(app, 'admin'),
    );
    expect(open).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    await post(app, PROMOTIONS_API.admin.status(raffle.id), { status: 'paused' }, await staffAuth(app, 'admin'));
  });

  it('draws once when run four times at once, pays each prize once, and the published draw recomputes the winners', async () => {
    const { app } = use();
    const start = '2026-05-04T00:00:00Z';
    const end = '2026-05-11T00:00:00Z';
    const raffle = await createPromotion(app, promotionInput(raffleRule(), { startsAt: start, endsAt: end }));
    const players = [
      await fundedMember(app),
      await fundedMember(app),
      await fundedMember(app),
      await fundedMember(app),
    ];
    const stakes = [100_00n, 300_00n, 50_00n, 1_000_00n];
    for (const [index, player] of players.entries())
      await playedRound(app, player.member.id, { stake: stakes[index] ?? 0n, closedAt: at('2026-05-06T10:00:00Z') });
    const before = await get<RaffleDraw>(app, RAFFLE_API.draw(raffle.id), {});
    expect(before.body.value).toMatchObject({ serverSeed: null, drawnAt: null, serverSeedHash: raffle.raffleSeedHash });
    const balances = await Promise.all(players.map((player) => walletOf(app, player.member.id)));

    app.clock.now = () => at('2026-05-11T00:11:00Z');
    const promotion = await findPromotion(app.db, raffle.id);
    if (!promotion) throw new Error('promotion missing');
    const { merchant } = players[0] ?? (await fundedMember(app));
    const results = await Promise.all([
      drawRaffleOnce(deps(app), merchant, promotion),
      drawRaffleOnce(deps(app), merchant, promotion),
      runRafflePass(deps(app), 'node-a').then(() => false),
      runRafflePass(deps(app), 'node-b').then(() => false),
    ]);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    await drawRaffleOnce(deps(app), merchant, promotion);

    const draw = (await get<RaffleDraw>(app, RAFFLE_API.draw(raffle.id), {})).body.value;
    // The seed revealed is the one whose hash was published when the raffle opened.
    expect(draw.serverSeed).not.toBeNull();
    expect(hashServerSeed(draw.serverSeed ?? '')).toBe(raffle.raffleSeedHash);
    // The ticket list: the member with 50 has no ticket; 1 + 3 + 10 tickets.
    expect(draw.entries.map((entry) => entry.tickets)).toEqual([1, 3, 10]);
    expect(draw.totalTickets).toBe(14);
    const listText = raffleTicketListText(draw.entries);
    expect(draw.clientSeed).toBe(createHash('sha256').update(listText).digest('hex'));
    const recomputed = drawRaffle(
      draw.entries,
      new FairRng(draw.serverSeed ?? '', draw.clientSeed ?? '', 0).floats(3),
      3,
    );
    expect(draw.winners.map(({ position, ref, pick }) => ({ position, ref, pick }))).toEqual(recomputed);
    expect(draw.winners.map((winner) => winner.prize.amount)).toEqual(['500.00', '50.00', '50.00']);
    expect(new Set(draw.winners.map((winner) => winner.ref)).size).toBe(3);

    // Paid once each: one transfer per winner, the balance up by exactly the prize; nobody else paid.
    const transfers = await prizeTransfers(app, raffle.id);
    expect(transfers).toHaveLength(3);
    for (const [index, player] of players.entries()) {
      const won = draw.winners.find((winner) => winner.ref === String(player.member.id));
      const after = await walletOf(app, player.member.id);
      expect(after.balance - (balances[index]?.balance ?? 0n)).toBe(BigInt(won?.prize.amountMinor ?? '0'));
    }
    const winnerAuth = players.find((player) => String(player.member.id) === draw.winners[0]?.ref)?.auth ?? {};
    const card = await cardOf(app, winnerAuth, raffle.id);
    expect(card).toMatchObject({ state: 'issued' });
    expect(card?.raffle?.winners.filter((winner) => winner.isMine)).toHaveLength(1);
    // A second pass later changes nothing.
    await runRafflePass(deps(app), 'node-c');
    expect(await prizeTransfers(app, raffle.id)).toHaveLength(3);
    await expectLedgerSound(app);
    await post(app, PROMOTIONS_API.admin.status(raffle.id), { status: 'paused' }, await staffAuth(app, 'admin'));
  });

  it('a drawn raffle cannot be edited: 409 RAFFLE_DRAWN_LOCKED and nothing changes; before the draw it can', async () => {
    const { app } = use();
    const admin = await staffAuth(app, 'admin');
    const input = promotionInput(raffleRule(), { startsAt: '2026-07-06T00:00:00Z', endsAt: '2026-07-13T00:00:00Z' });
    const raffle = await createPromotion(app, input);
    const edit = (payload: object) =>
      app.inject({ method: 'PUT', url: PROMOTIONS_API.admin.one(raffle.id), headers: admin, payload });
    const retitled = (title: string) => ({ ...input, texts: { ...input.texts, EN: { ...input.texts.EN, title } } });
    // Before the draw staff may still correct it.
    const early = await edit(retitled('Lucky draw of July'));
    expect(early.statusCode).toBe(200);
    expect(early.json().value).toMatchObject({ raffleDrawnAt: null, texts: { EN: { title: 'Lucky draw of July' } } });
    const player = await fundedMember(app);
    await playedRound(app, player.member.id, { stake: 300_00n, closedAt: at('2026-07-08T10:00:00Z') });
    app.clock.now = () => at('2026-07-13T00:11:00Z');
    const promotion = await findPromotion(app.db, raffle.id);
    if (!promotion) throw new Error('promotion missing');
    await drawRaffleOnce(deps(app), player.merchant, promotion);
    const drawn = (await get<RaffleDraw>(app, RAFFLE_API.draw(raffle.id), {})).body.value;
    expect(drawn.drawnAt).not.toBeNull();

    // After it: the rules, the schedule and the texts are all refused, and the raffle is as drawn.
    const refusals = [
      await edit(retitled('Another title')),
      await edit({ ...input, rule: raffleRule({ prizeTiers: [{ prize: '5000', winners: 1 }] }) }),
      await edit({ ...input, endsAt: '2026-08-01T00:00:00Z' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json()).toMatchObject({ success: false, code: 'RAFFLE_DRAWN_LOCKED' });
    }
    const after = await findPromotion(app.db, raffle.id);
    expect(after?.texts.EN.title).toBe('Lucky draw of July');
    expect(after?.rule).toEqual(promotion.rule);
    expect(after?.endsAt?.toISOString()).toBe('2026-07-13T00:00:00.000Z');
    const listed = await get<AdminPromotion[]>(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${player.merchant.id}`,
      admin,
    );
    expect(listed.body.value.find((row) => row.id === raffle.id)?.raffleDrawnAt).toBe(drawn.drawnAt);
    expect((await get<RaffleDraw>(app, RAFFLE_API.draw(raffle.id), {})).body.value).toEqual(drawn);
    await post(app, PROMOTIONS_API.admin.status(raffle.id), { status: 'paused' }, admin);
  });

  it('a raffle that needs a claim: the winner claims 10 times at once and is paid once; others are refused', async () => {
    const { app } = use();
    const raffle = await createPromotion(
      app,
      promotionInput(raffleRule({ needsClaim: true, prizeTiers: [{ prize: '80', winners: 1 }] }), {
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-06-02T00:00:00Z',
        wallet: 'bonus',
        wageringMultiple: 3,
      }),
    );
    const a = await fundedMember(app);
    const b = await fundedMember(app);
    await playedRound(app, a.member.id, { stake: 100_00n, closedAt: at('2026-06-01T10:00:00Z') });
    await playedRound(app, b.member.id, { stake: 100_00n, closedAt: at('2026-06-01T11:00:00Z') });
    app.clock.now = () => at('2026-06-02T01:00:00Z');
    const promotion = await findPromotion(app.db, raffle.id);
    if (!promotion) throw new Error('promotion missing');
    expect(await drawRaffleOnce(deps(app), a.merchant, promotion)).toBe(true);
    expect(await prizeTransfers(app, raffle.id)).toHaveLength(0);
    const draw = (await get<RaffleDraw>(app, RAFFLE_API.draw(raffle.id), {})).body.value;
    const [winner, loser] = draw.winners[0]?.ref === String(a.member.id) ? [a, b] : [b, a];
    expect((await cardOf(app, winner.auth, raffle.id))?.state).toBe('claim');
    expect((await cardOf(app, loser.auth, raffle.id))?.state).toBe('close');
    const refused = await post(app, RAFFLE_API.claim(raffle.id), {}, loser.auth, newKey());
    expect(refused).toMatchObject({ status: 409, body: { code: 'RAFFLE_NOT_WON' } });
    const sharedKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post<MemberPromotion>(app, RAFFLE_API.claim(raffle.id), {}, winner.auth, index < 5 ? sharedKey : newKey()),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).not.toHaveLength(0);
    for (const answer of answers) if (!answer.body.success) expect(answer.body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    const transfers = await prizeTransfers(app, raffle.id);
    expect(transfers.map((transfer) => transfer.amount)).toEqual([80_00n]);
    const claims = await app.db.select().from(promoClaims).where(eq(promoClaims.promotionId, raffle.id));
    expect(claims).toMatchObject([{ status: 'issued', periodKey: 'raffle', accountId: winner.member.id }]);
    expect((await cardOf(app, winner.auth, raffle.id))?.state).toBe('issued');
    // Not a raffle: the raffle claim call does not know it.
    const other = await createPromotion(app, promotionInput({ kind: 'apply_approve', amount: '5' }));
    expect((await post(app, RAFFLE_API.claim(other.id), {}, winner.auth, newKey())).body.code).toBe(
      'PROMOTION_NOT_FOUND',
    );
    await expectLedgerSound(app);
    for (const id of [raffle.id, other.id])
      await post(app, PROMOTIONS_API.admin.status(id), { status: 'paused' }, await staffAuth(app, 'admin'));
  });
});
