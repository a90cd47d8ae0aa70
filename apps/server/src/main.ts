import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from './seed/demo';

function startupBanner(port: number, isDemo: boolean, databaseKind: string): string {
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Fortuna is running on ${databaseKind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`,
    `  Player site   ${base}/`,
    `  Agent area    ${base}/agent`,
    `  Back office   ${base}/admin`,
    `  API docs      ${base}/docs`,
  ];
  if (isDemo) {
    lines.push(
      '',
      `Demo logins (password ${DEMO_PASSWORD}):`,
      `  member ${DEMO_LOGINS.member}   agent ${DEMO_LOGINS.agent}   back-office staff ${DEMO_LOGINS.staff} (finance only: ${DEMO_LOGINS.finance}; second staff member: ${DEMO_LOGINS.trader})`,
      `  payment password of the member and the agent: ${DEMO_PAYMENT_PASSWORD}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(startupBanner(port, config.demoSeed, app.database.kind));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Fortuna failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
