import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's PostgreSQL database when TEST_DATABASE_URL is set, else '' (embedded PGlite). */
    databaseUrl: string;
    /** A back-office session of the seeded admin, shared by every journey's API calls. */
    staffToken: string;
  }
}

/** A fresh PostgreSQL database for this run, when a server is available; dropped at the end. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `fortuna_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  // Migrations, the seed and the first start-up compile take a while on a busy shared machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Starts the built platform once, on a free port with a fresh database (PostgreSQL when TEST_DATABASE_URL
 * is set, so journeys can read what only the database knows, such as a captcha's answer; else PGlite).
 */
export default async function setup(project: TestProject) {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-e2e-'));
  const port = await freePort();
  const postgres = await freshPostgres();
  let output = '';
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      REDIS_URL: '',
      DEMO_SEED: postgres ? 'true' : '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Lets a test present itself as a visitor from another country through X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
      // Every journey signs in the same demo accounts from the same address within minutes; the limit of
      // 10 per 5 minutes itself is proven by the server tests.
      SIGN_IN_RATE_LIMIT: '60',
      // The journeys register their members through the page, more than the default 10 per address within the
      // hour (that default stays in force everywhere else).
      REGISTER_RATE_LIMIT: '100',
      // The virtual football league's test calendar: a kick-off every 30 s, matches of 10 s.
      SPORTS_ROUND_MS: process.env.SPORTS_ROUND_MS ?? '30000',
      SPORTS_MATCH_MS: process.env.SPORTS_MATCH_MS ?? '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', postgres?.url ?? '');
  // One staff sign-in for every journey's API calls: sign-ins per name and address are rate limited.
  const staffLogin = await fetch(`${baseUrl}/api/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo#2026' }),
  });
  const staff = (await staffLogin.json()) as { value: { token: string } | null; message: string };
  if (!staff.value) throw new Error(`staff sign-in failed: ${staff.message}`);
  project.provide('staffToken', staff.value.token);

  return async () => {
    if (process.env.E2E_SERVER_LOG) process.stdout.write(`\n--- server log ---\n${output.slice(-20000)}\n`);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
