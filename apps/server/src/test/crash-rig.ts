import { hasExited, type ServerProcess } from './server-process';

/** The environment of a server process the crash suites kill: demo data, no Redis, no rate limits in the way. */
export function crashServerEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'true',
    NODE_ENV: 'development',
    REDIS_URL: '',
    RATE_LIMIT_PER_MINUTE: '1000000',
    MONEY_RATE_LIMIT_PER_MINUTE: '1000000',
    ...extra,
  };
}

/**
 * Sends `attempts` in order from `parallel` workers; once `killAfter` of them are acknowledged (`send` answers
 * true) the server gets SIGKILL with the rest in flight. Waits for the process to end and answers the attempts
 * that were sent (acknowledged, lost in flight, or refused by the dying server).
 */
export async function sendUntilKilled<A>(
  server: ServerProcess,
  attempts: readonly A[],
  options: { parallel: number; killAfter: number; send: (attempt: A) => Promise<boolean> },
): Promise<A[]> {
  let next = 0;
  let acknowledged = 0;
  let killed = false;
  const worker = async () => {
    while (next < attempts.length && !killed) {
      const attempt = attempts[next++];
      if (attempt === undefined) break;
      if (await options.send(attempt).catch(() => false)) acknowledged++;
      if (!killed && acknowledged >= options.killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));
  if (!killed) throw new Error(`the server was never killed: ${acknowledged} of ${attempts.length} acknowledged`);
  await new Promise((resolve) => (hasExited(server.child) ? resolve(null) : server.child.once('exit', resolve)));
  return attempts.slice(0, next);
}
