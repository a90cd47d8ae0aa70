import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from './client';
import { httpStudioApi } from './studio-api';

const round = {
  roundId: 'round/7',
  gameCode: 'fortuna-blackjack',
  gameVersion: '1.0.0',
  status: 'open',
  stake: '200',
  payout: '0',
  currency: 'USD',
  balanceBefore: '10000',
  balanceAfter: null,
  choices: { stake: '100' },
  detail: { phase: 'player', available: ['hit', 'stand'] },
  serverSeedHash: 'h'.repeat(64),
  serverSeed: null,
  clientSeed: 'c',
  nonce: 3,
  startedAt: '2026-01-01T00:00:00.000Z',
  endedAt: null,
} as const;

const answer: PlayRoundAnswer = {
  round,
  balance: '9800',
  fairness: { serverSeedHash: 'h'.repeat(64), clientSeed: 'c', nonce: 4 },
};

describe('httpStudioApi.act', () => {
  it('posts the decision and its requestId to the round-action path with the session token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true, value: answer, message: '', code: 'OK' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const got = await httpStudioApi(fetchImpl).act('studio-token', 'round/7', { type: 'double' }, 'r-0123456789');
    expect(got).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/studio/api/rounds/round%2F7/actions');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer studio-token');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ action: { type: 'double' }, requestId: 'r-0123456789' });
  });

  it('reports a refused decision with the server message', async () => {
    const fetchImpl: FetchLike = async () =>
      new Response(
        JSON.stringify({
          success: false,
          value: null,
          message: "'split' is not possible now",
          code: 'VALIDATION_FAILED',
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    await expect(httpStudioApi(fetchImpl).act('t', 'r1', { type: 'split' }, 'r-0123456789')).rejects.toMatchObject({
      kind: 'rejected',
      message: "'split' is not possible now",
    });
  });
});
