#!/usr/bin/env node
// The one test command: lint, typecheck, unit and integration tests (PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set, plus Redis when REDIS_URL is set), then browser tests when Chromium is found.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

function vitest(title, extraArgs) {
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'fortuna-test-')), 'report.json');
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  addVitestReport(reportFile);
  return ok;
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
  ok = vitest('browser tests', ['--config', 'e2e/vitest.config.ts']) && ok;
} else {
  process.stdout.write(
    '\nBrowser tests skipped: no Chromium at /usr/bin/chromium; install it (apt-get install chromium) or set CHROMIUM_PATH.\n',
  );
}

process.stdout.write(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
