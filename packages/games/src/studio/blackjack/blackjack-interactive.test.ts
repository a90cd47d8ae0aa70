import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { parseCards } from '../cards/cards';
import { blackjackGame, settledAgainstStake } from './blackjack';
import { blackjackInteractive as blackjack } from './blackjack-interactive';
import { type BlackjackState, startFromShoe } from './state';
import { basicStrategy } from './strategy';

/** Deal p1, dealer up, p2, dealer hole, then the rest in order. */
const deal = (cards: string, stake = 100n) => startFromShoe({ stake }, parseCards(cards));

function step(state: BlackjackState, type: string): BlackjackState {
  const next = blackjack.act(state, { type });
  if (!next.ok) throw new Error(next.message);
  return next.state;
}

describe('blackjack played decision by decision', () => {
  it('shows only the up card and the allowed actions while playing', () => {
    const state = deal('8h 6c 8d Td 3s 9c Ks Tc');
    const view = blackjack.view(state);
    expect(view).toMatchObject({ dealer: ['6c'], dealerTotal: 6, phase: 'player', active: 0 });
    expect(view.available).toEqual(['hit', 'stand', 'double', 'split']);
    const text = JSON.stringify(view);
    expect(text).not.toContain('Td');
    expect(text).not.toContain('shoe');
    const settled = step(step(step(state, 'split'), 'double'), 'stand');
    expect(blackjack.view(settled)).toMatchObject({ dealer: ['6c', 'Td', 'Tc'], phase: 'settled', available: [] });
  });

  it('prices split, double and insurance as extra stakes and pays the total returned', () => {
    const pair = deal('8h 6c 8d Td 3s 9c Ks Tc');
    expect(blackjack.extraStake(pair, { type: 'split' })).toBe(100n);
    expect(blackjack.extraStake(pair, { type: 'double' })).toBe(100n);
    expect(blackjack.extraStake(pair, { type: 'hit' })).toBe(0n);
    expect(blackjack.extraStake(pair, { type: 'insurance' })).toBe(0n);
    const split = step(pair, 'split');
    expect(blackjack.extraStake(split, { type: 'double' })).toBe(100n);
    const settled = step(step(split, 'double'), 'stand');
    expect(blackjack.isOver(settled)).toBe(true);
    expect(blackjack.wagered(settled)).toBe(300n);
    expect(blackjack.payout(settled)).toBe(600n);
    expect(blackjack.finalChoices(settled)).toEqual({ stake: '100', actions: ['split', 'double', 'stand'] });
    const ace = deal('9c As Th Kd');
    expect(blackjack.extraStake(ace, { type: 'insurance' })).toBe(50n);
    const insured = step(ace, 'insurance');
    expect([blackjack.wagered(insured), blackjack.payout(insured)]).toEqual([150n, 150n]);
  });

  it('refuses actions that are not possible now', () => {
    const state = deal('9h 6c 7d Td Tc');
    expect(blackjack.act(state, { type: 'split' })).toEqual({
      ok: false,
      message: "'split' is not possible now; possible: hit, stand, double.",
    });
    expect(blackjack.act(state, { type: 'surrender' }).ok).toBe(false);
    expect(blackjack.act(state, { type: 'hit', hand: 2 }).ok).toBe(false);
    expect(blackjack.act(deal('9c As Th 7d'), { type: 'hit' }).ok).toBe(false);
    const settled = step(state, 'stand');
    expect(blackjack.payout(settled)).toBe(200n);
    expect(blackjack.act(settled, { type: 'hit' })).toEqual({
      ok: false,
      message: 'The round is over: no action is possible.',
    });
    expect(blackjack.parseStart({ stake: '100', actions: [] }).ok).toBe(false);
  });

  it('finishes an abandoned round by declining insurance and standing on every hand', () => {
    const afterHit = blackjack.finishAbandoned(step(deal('9h 6c 2d Td 3s Tc'), 'hit'));
    expect(afterHit.actions).toEqual(['hit', 'stand']);
    expect(blackjack.payout(afterHit)).toBe(200n);
    const fromInsurance = blackjack.finishAbandoned(deal('8c As 8d 7h Th'));
    expect(fromInsurance.actions).toEqual(['no-insurance', 'stand']);
    expect(blackjack.isOver(fromInsurance)).toBe(true);
    const split = blackjack.finishAbandoned(step(deal('8h 6c 8d Td 3s 9c Tc'), 'split'));
    expect(split.actions).toEqual(['split', 'stand', 'stand']);
  });

  it('stores its state as JSON and replays a finished round exactly from its choices', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      let state = blackjack.start({ stake: 1_000n }, new FairRng('server', 'client', nonce));
      while (!blackjack.isOver(state)) {
        state = blackjack.deserialize(JSON.parse(JSON.stringify(blackjack.serialize(state))));
        state = step(state, basicStrategy(state));
      }
      const choices = blackjack.finalChoices(state);
      expect(blackjack.replay(choices, new FairRng('server', 'client', nonce))).toEqual({ ok: true, state });
      const validated = blackjackGame.validate(choices);
      if (!validated.ok) throw new Error(validated.message);
      const replayed = blackjackGame.play(validated.choices, new FairRng('server', 'client', nonce));
      const simulated = blackjackGame.play({ stake: 1_000n }, new FairRng('server', 'client', nonce));
      expect(replayed).toEqual(simulated);
      expect(replayed.payout).toBe(settledAgainstStake(state));
    }
    expect(blackjack.replay({ stake: '100' }, new FairRng('s', 'c', 0))).toBeNull();
    const unfinished = blackjack.replay({ stake: '100', actions: [] }, new FairRng('s', 'c', 1));
    expect(unfinished?.ok).toBe(blackjack.isOver(blackjack.start({ stake: 100n }, new FairRng('s', 'c', 1))));
  });
});
