import { describe, expect, it, vi } from 'vitest';
import { StudioApiError } from '../api/errors';
import { newRequestId, PlayRequestTracker, REQUEST_ID_PATTERN, sendPlay } from './request-id';

let counter = 0;
const ids = () => `req-${String(++counter).padStart(6, '0')}`;
const noSleep = () => Promise.resolve();
const funds = () => StudioApiError.fromEnvelope(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');

describe('newRequestId', () => {
  it('matches the server pattern and differs every time', () => {
    const a = newRequestId();
    const b = newRequestId();
    expect(a).toMatch(REQUEST_ID_PATTERN);
    expect(b).toMatch(REQUEST_ID_PATTERN);
    expect(a).not.toBe(b);
  });

  it('uses the random source it is given', () => {
    expect(newRequestId((bytes) => bytes.fill(0xab))).toBe(`r-${'ab'.repeat(16)}`);
  });
});

describe('PlayRequestTracker', () => {
  it('gives every click a fresh id', () => {
    const tracker = new PlayRequestTracker<string>(ids);
    const first = tracker.begin('a');
    tracker.settle();
    const second = tracker.begin('a');
    expect(first.requestId).not.toBe(second.requestId);
  });

  it('keeps the id and the choices of a click whose outcome is unknown', () => {
    const tracker = new PlayRequestTracker<{ stake: string }>(ids);
    const click = tracker.begin({ stake: '100' });
    expect(tracker.fail(StudioApiError.network())).toBe(true);
    expect(tracker.retry()).toBe(click);
    expect(tracker.retry()?.requestId).toBe(click.requestId);
    expect(tracker.fail(StudioApiError.fromEnvelope(502, 'INTERNAL', 'down'))).toBe(true);
    expect(tracker.retry()?.choices).toEqual({ stake: '100' });
  });

  it('spends the id when the server refused for good', () => {
    const tracker = new PlayRequestTracker<string>(ids);
    tracker.begin('a');
    expect(tracker.fail(funds())).toBe(false);
    expect(tracker.retry()).toBeNull();
    tracker.begin('b');
    expect(tracker.fail(StudioApiError.fromEnvelope(401, 'SESSION_EXPIRED', 'expired'))).toBe(false);
    expect(tracker.retry()).toBeNull();
  });

  it('forgets an abandoned click', () => {
    const tracker = new PlayRequestTracker<string>(ids);
    tracker.begin('a');
    tracker.fail(StudioApiError.network());
    tracker.abandon();
    expect(tracker.retry()).toBeNull();
  });
});

describe('sendPlay', () => {
  it('resends the same requestId after network failures, then settles', async () => {
    const tracker = new PlayRequestTracker<string>(ids);
    const request = tracker.begin('spin');
    const seen: string[] = [];
    const send = vi.fn(async (body: { choices: string; requestId: string }) => {
      seen.push(body.requestId);
      if (seen.length < 3) throw StudioApiError.network();
      return 'answer';
    });
    await expect(sendPlay(tracker, request, send, { sleep: noSleep })).resolves.toBe('answer');
    expect(seen).toEqual([request.requestId, request.requestId, request.requestId]);
    expect(request.sends).toBe(3);
    expect(tracker.pending).toBeNull();
  });

  it('gives up after the automatic retries and keeps the request for a manual retry', async () => {
    const tracker = new PlayRequestTracker<string>(ids);
    const request = tracker.begin('spin');
    const send = vi.fn(async () => {
      throw StudioApiError.network();
    });
    await expect(sendPlay(tracker, request, send, { retries: 2, sleep: noSleep })).rejects.toBeInstanceOf(
      StudioApiError,
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect(tracker.retry()?.requestId).toBe(request.requestId);

    // The manual retry sends the same id once more and succeeds.
    const again = tracker.retry();
    if (!again) throw new Error('expected a pending request');
    const ok = vi.fn(async (body: { choices: string; requestId: string }) => body.requestId);
    await expect(sendPlay(tracker, again, ok, { sleep: noSleep })).resolves.toBe(request.requestId);
    expect(tracker.retry()).toBeNull();
  });

  it('does not resend a request the server refused', async () => {
    const tracker = new PlayRequestTracker<string>(ids);
    const request = tracker.begin('spin');
    const send = vi.fn(async () => {
      throw funds();
    });
    await expect(sendPlay(tracker, request, send, { sleep: noSleep })).rejects.toMatchObject({ kind: 'funds' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(tracker.retry()).toBeNull();
  });

  it('waits longer before each automatic resend', async () => {
    const tracker = new PlayRequestTracker<string>(ids);
    const request = tracker.begin('spin');
    const waits: number[] = [];
    const send = vi.fn(async () => {
      throw StudioApiError.network();
    });
    await expect(
      sendPlay(tracker, request, send, { retries: 2, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toBeDefined();
    expect(waits).toEqual([600, 1800]);
  });
});
