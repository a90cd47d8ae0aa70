#!/usr/bin/env node
// The one test command: lint, typecheck, unit and integration tests (PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set, plus Redis when REDIS_URL is set), then browser tests when Chromium is found.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  process.stdout.write(`\n== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function addVitestReport(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitestArgs(extraArgs, reportFile) {
  return ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
}

function vitest(title, extraArgs) {
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'fortuna-test-')), 'report.json');
  const ok = run(title, 'npx', vitestArgs(extraArgs, reportFile));
  addVitestReport(reportFile);
  return ok;
}

/**
 * Runs several vitest runs at once (each its own process, server and database), their output kept apart in
 * files and printed whole, one run after the other, as each ends.
 */
async function vitestTogether(runs) {
  const folder = mkdtempSync(path.join(tmpdir(), 'fortuna-test-'));
  const results = await Promise.all(
    runs.map(
      ({ title, args, env }, index) =>
        new Promise((resolve) => {
          const reportFile = path.join(folder, `report-${index}.json`);
          const logFile = path.join(folder, `output-${index}.log`);
          const log = createWriteStream(logFile);
          const child = spawn('npx', vitestArgs(args, reportFile), {
            env: { ...process.env, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout.pipe(log, { end: false });
          child.stderr.pipe(log, { end: false });
          child.on('close', (code) => {
            log.end(() => {
              process.stdout.write(`\n== ${title}\n${readFileSync(logFile, 'utf8')}`);
              addVitestReport(reportFile);
              resolve(code === 0);
            });
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

let ok = run('lint', 'npx', ['biome', 'check', '.']);
ok = run('typecheck', 'node', ['scripts/typecheck.mjs']) && ok;
const chromium = findChromium();
// Built before the unit tests too, so the tests of how the server serves the built site run.
if (chromium) ok = run('build front ends', 'npm', ['run', 'build', '--silent']) && ok;
ok = vitest('unit and integration tests', []) && ok;

if (chromium) {
  process.env.CHROMIUM_PATH = chromium;
  // The journeys that mostly wait on the clock run in a second browser run beside the others.
  const browserRun = (group) => ({
    title: `browser tests (${group})`,
    args: ['--config', 'e2e/vitest.config.ts'],
    env: { E2E_GROUP: group },
  });
  ok = (await vitestTogether([browserRun('waiting'), browserRun('others')])) && ok;
} else {
  process.stdout.write(
    '\nBrowser tests skipped: no Chromium at /usr/bin/chromium; install it (apt-get install chromium) or set CHROMIUM_PATH.\n',
  );
}

process.stdout.write(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
