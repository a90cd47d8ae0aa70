// The load generator of bench:bets, in its own process: each virtual user sends its next round the moment
// the last one answered, for a fixed time. Input (argv[2], JSON): origin, seconds, users: [{ token, choices,
// inFlight }]. Output: one JSON line with rounds, errors, latency percentiles, and the stakes and payouts seen.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

interface User {
  token: string;
  choices: unknown;
  inFlight: number;
}
interface Input {
  origin: string;
  seconds: number;
  users: User[];
}

const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const origin = new URL(input.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** POSTs JSON over a kept-alive connection; answers the status and the parsed body. */
function post(path: string, token: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  const text = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

const latencies: number[] = [];
const errors: Record<string, number> = {};
let stakes = 0n;
let payouts = 0n;

async function oneRound(user: User): Promise<void> {
  const started = performance.now();
  try {
    const response = await post('/studio/api/rounds', user.token, {
      choices: user.choices,
      requestId: randomBytes(8).toString('hex'),
    });
    const body = response.body as {
      success: boolean;
      code: string;
      value: { round: { stake: string; payout: string; status: string }; balance: string } | null;
    };
    if (!body.success || !body.value || body.value.round.status !== 'settled') {
      const code = body.success ? `status ${body.value?.round.status}` : `${response.status} ${body.code}`;
      errors[code] = (errors[code] ?? 0) + 1;
      return;
    }
    latencies.push(performance.now() - started);
    stakes += BigInt(body.value.round.stake);
    payouts += BigInt(body.value.round.payout);
  } catch (error) {
    const code = error instanceof Error ? error.message : String(error);
    errors[code] = (errors[code] ?? 0) + 1;
  }
}

const deadline = Date.now() + input.seconds * 1000;
const started = performance.now();
await Promise.all(
  input.users.flatMap((user) =>
    Array.from({ length: user.inFlight }, async () => {
      while (Date.now() < deadline) await oneRound(user);
    }),
  ),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    rounds: latencies.length,
    seconds: elapsed,
    roundsPerSec: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors: Object.values(errors).reduce((sum, n) => sum + n, 0),
    errorKinds: errors,
    stakes: stakes.toString(),
    payouts: payouts.toString(),
  }),
);
process.exit(0);
