import type { Envelope } from '@fortuna/contracts/envelope';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { answerValue, expectLedgerBalanced, openWindow, sendAction, startRound } from './studio-test-window';

const STAKE = 200_000n;

function rotate(app: FastifyInstance, studioToken: string) {
  return app.inject({
    method: 'POST',
    url: STUDIO_PATHS.rotateSeed,
    headers: { authorization: `Bearer ${studioToken}` },
  });
}

describeEachDatabase(
  'the server seed stays secret while a round dealt from it is played',
  (use) => {
    it('refuses to reveal the seed pair under an open mines round, and reveals it once the round is over', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 5_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 24 }));
      expect(started.round.status).toBe('open');

      // Knowing the server seed now would give away where the 24 mines are.
      const refused = await rotate(app, session.studioToken);
      expect(refused.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      const again = answerValue(
        await sendAction(app, session.studioToken, started.round.roundId, { type: 'reveal', tile: 0 }),
      );
      expect(again.round.serverSeed).toBeNull();

      // The one tile either was the safe one (the round cashed out by itself) or a mine: the round is over.
      expect(again.round.status).toBe('settled');
      const revealed = answerValue(
        (await rotate(app, session.studioToken)).json<Envelope<{ revealed: { serverSeed: string } }>>(),
      );
      expect(revealed.revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      await expectLedgerBalanced(app);
    });

    it('opens one round when two starts of the same game arrive at once, and takes one stake', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 5_000_000n);
      const choices = { stake: STAKE.toString(), mines: 3 };
      const answers = await Promise.all([
        startRound(app, session.studioToken, choices, 'start-at-once-1'),
        startRound(app, session.studioToken, choices, 'start-at-once-2'),
      ]);
      const opened = answers.filter((answer) => answer.success);
      const refused = answers.filter((answer) => !answer.success);
      expect(opened).toHaveLength(1);
      expect(refused[0]).toMatchObject({ code: 'CONFLICT' });
      expect(opened[0]?.value?.balance).toBe((5_000_000n - STAKE).toString());
      await expectLedgerBalanced(app);
    });
  },
  { STUDIO_ENABLED: 'true' },
);
