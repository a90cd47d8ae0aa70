import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz (level 9) and a .br (quality 11) beside every text file of the build, for the server's
 * pre-compressed serving (@fastify/static preCompressed): no compression work per request. A file
 * that does not shrink keeps no compressed twin and is served as it is. Shared by the front ends.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fortuna:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (COMPRESSIBLE.test(entry.name)) files.push(full);
        }
      };
      await walk(outDir);
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const { size } = await stat(file);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              },
            }),
          ]);
          if (gz.length < size) await writeFile(`${file}.gz`, gz);
          if (br.length < size) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}

/** React, react-dom and the router: the chunk group the front ends keep apart so it stays cached across releases. */
export const REACT_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * react-router only exports its development build (remix-run/react-router#12532, #14102); builds use its
 * production file, which has no dev warnings and is smaller.
 */
export function productionReactRouter(command: 'build' | 'serve'): Alias[] {
  return command === 'build'
    ? [
        {
          find: /^react-router$/,
          replacement: path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs'),
        },
      ]
    : [];
}
