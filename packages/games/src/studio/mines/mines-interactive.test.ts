import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { minesGame, minesPayout } from './mines';
import { minesInteractive as mines } from './mines-interactive';

/** Floats that make the Fisher–Yates draw pick exactly these mines, in order. */
function rngWithMines(positions: readonly number[]): FixedRng {
  const pool = Array.from({ length: 25 }, (_, i) => i);
  return new FixedRng(
    positions.map((tile) => {
      const index = pool.indexOf(tile);
      pool.splice(index, 1);
      return FixedRng.floatFor(index, pool.length + 1);
    }),
  );
}

const started = (positions = [3, 7, 20]) =>
  mines.start({ stake: 1_000n, mines: positions.length }, rngWithMines(positions));

function step(state: ReturnType<typeof started>, action: { type: string; [field: string]: unknown }) {
  const next = mines.act(state, action);
  if (!next.ok) throw new Error(next.message);
  return next.state;
}

describe('mines played tile by tile', () => {
  it('starts from stake and mines only', () => {
    expect(mines.parseStart({ stake: '1000', mines: 3 })).toEqual({ ok: true, choices: { stake: 1_000n, mines: 3 } });
    expect(mines.parseStart({ stake: '1000', mines: 3, tiles: [1] }).ok).toBe(false);
    expect(mines.parseStart({ stake: '1000', mines: 25 }).ok).toBe(false);
  });

  it('hides the layout while playing and shows it once the round ends', () => {
    const state = step(started(), { type: 'reveal', tile: 0 });
    expect(mines.view(state)).toEqual({
      mines: 3,
      revealed: [0],
      status: 'playing',
      hitMine: null,
      minePositions: [],
      multiplier: '1.1250',
      nextMultiplier: '1.2857',
      win: false,
    });
    const busted = step(state, { type: 'reveal', tile: 7 });
    expect(mines.isOver(busted)).toBe(true);
    expect(mines.view(busted)).toMatchObject({
      status: 'busted',
      hitMine: 7,
      minePositions: [3, 7, 20],
      multiplier: '0.0000',
      nextMultiplier: null,
    });
    expect(mines.payout(busted)).toBe(0n);
    expect(mines.finalChoices(busted)).toEqual({ stake: '1000', mines: 3, tiles: [0, 7] });
  });

  it('pays the cash-out multiplier and refuses decisions that are not possible', () => {
    const fresh = started();
    expect(mines.act(fresh, { type: 'cashout' })).toEqual({
      ok: false,
      message: 'Reveal at least one tile before cashing out.',
    });
    expect(mines.act(fresh, { type: 'reveal', tile: 25 }).ok).toBe(false);
    expect(mines.act(fresh, { type: 'reveal', tile: 1, extra: true }).ok).toBe(false);
    expect(mines.act(fresh, { type: 'hit' }).ok).toBe(false);
    const two = step(step(fresh, { type: 'reveal', tile: 0 }), { type: 'reveal', tile: 1 });
    expect(mines.act(two, { type: 'reveal', tile: 1 })).toEqual({ ok: false, message: 'Tile 1 is already revealed.' });
    expect(mines.extraStake(two, { type: 'cashout' })).toBe(0n);
    const cashed = step(two, { type: 'cashout' });
    expect(mines.payout(cashed)).toBe(minesPayout(1_000n, 3, 2));
    expect(mines.act(cashed, { type: 'reveal', tile: 2 })).toEqual({ ok: false, message: 'The round is over.' });
  });

  it('finishes an abandoned round: cash-out after a reveal, the stake back without one', () => {
    const refunded = mines.finishAbandoned(started());
    expect(mines.payout(refunded)).toBe(1_000n);
    expect(mines.view(refunded)).toMatchObject({ status: 'cashed', multiplier: '1.0000', win: false });
    const cashed = mines.finishAbandoned(step(started(), { type: 'reveal', tile: 24 }));
    expect(mines.payout(cashed)).toBe(minesPayout(1_000n, 3, 1));
  });

  it('stores its state as JSON and replays a finished round exactly from its choices', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      let state = mines.start({ stake: 5_000n, mines: 5 }, new FairRng('server', 'client', nonce));
      for (const tile of [12, 0, 24, 6]) {
        state = mines.deserialize(JSON.parse(JSON.stringify(mines.serialize(state))));
        if (!mines.isOver(state)) state = step(state, { type: 'reveal', tile });
      }
      if (!mines.isOver(state)) state = step(state, { type: 'cashout' });
      const choices = mines.finalChoices(state);
      const replayed = mines.replay(choices, new FairRng('server', 'client', nonce));
      expect(replayed).toEqual({ ok: true, state });
      const validated = minesGame.validate(choices);
      if (!validated.ok) throw new Error(validated.message);
      expect(minesGame.play(validated.choices, new FairRng('server', 'client', nonce)).payout).toBe(
        mines.payout(state),
      );
    }
    expect(mines.replay({ stake: '1', mines: 3, reveals: 2 }, new FairRng('s', 'c', 0))).toBeNull();
  });
});
