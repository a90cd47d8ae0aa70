import lightMyRequest from 'light-my-request';
import { expect, it } from 'vitest';
import { buildApp } from './app';
import { describeEachDatabase, testConfig } from './test/test-app';

describeEachDatabase('graceful shutdown', (use) => {
  it('finishes a request in flight, then stops accepting new ones', async () => {
    const app = await buildApp(testConfig(), { database: use().database });
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    app.get('/wps/test/slow', async () => {
      markStarted();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { success: true, value: 'finished', message: '', code: 'OK' };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${origin}/wps/test/slow`);
    await started;
    const closing = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ value: 'finished' });
    await closing;
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  });

  it('answers a request arriving while it closes with the envelope, not a body of its own', async () => {
    const app = await buildApp(testConfig(), { database: use().database });
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    app.get('/wps/test/slow', async () => {
      markStarted();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { success: true, value: 'finished', message: '', code: 'OK' };
    });
    await app.ready();
    const inFlight = app.inject({ method: 'GET', url: '/wps/test/slow' });
    await started;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A request reaching the server's handler now (as one on a busy keep-alive connection does).
    const late = await lightMyRequest(app.routing, { method: 'GET', url: '/healthz' });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN', value: null });
    expect((await inFlight).json()).toMatchObject({ value: 'finished' });
    await closing;
  });
});
