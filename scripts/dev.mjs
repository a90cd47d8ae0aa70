#!/usr/bin/env node
// Development: the API with reload on change, and both front ends with hot reload, proxied to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_STATIC: 'false' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: 'apps/web', stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: 'apps/admin', stdio: 'inherit' }),
];
process.stdout.write(
  'API on http://localhost:3000, player site on http://localhost:5173, back office on http://localhost:5174/admin/\n',
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
