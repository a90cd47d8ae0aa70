// The player site as the web benchmarks load it: the built site (apps/web/dist, built first when
// missing) served by the real server in-process on a fresh embedded database with the demo seed, plus
// a lobby-sized catalogue (4 vendors × 24 games, 3 hot each) so / and /rng are real pages.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { games, vendors } from '../../apps/server/src/db/schema/index';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

export interface BenchSite {
  origin: string;
  close(): Promise<void>;
}

export async function startBenchSite(): Promise<BenchSite> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log('apps/web/dist is missing: building the player site first');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-web-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_SEED: 'true',
    SERVE_STATIC: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp(config);
  const types = ['RNG', 'LIVE', 'FISH', 'PVP'] as const;
  for (const [v, gameType] of types.entries()) {
    const [vendor] = await app.db
      .insert(vendors)
      .values({ code: `BENCH_${v}`, name: `Bench ${gameType}`, walletMode: 'seamless', gameType, sortOrder: v })
      .returning();
    await app.db.insert(games).values(
      Array.from({ length: 24 }, (_, g) => ({
        vendorId: vendor?.id ?? 0,
        gameCode: `game-${g}`,
        name: `${gameType} game ${g + 1}`,
        gameType,
        isHot: g < 3,
        isNew: g > 20,
        sortOrder: g,
      })),
    );
  }
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
