#!/usr/bin/env node
// Type-checks every workspace with its own tsconfig (strict everywhere).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/games',
  'apps/server',
  'apps/web',
  'apps/admin',
  'apps/studio',
  'e2e',
  'bench',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stderr.write(`typecheck failed: ${project}\n`);
  }
}
if (failed === 0) process.stdout.write(`typecheck: ${projects.length} projects clean\n`);
process.exit(failed === 0 ? 0 : 1);
