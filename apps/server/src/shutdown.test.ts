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
});
