import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress, productionReactRouter, REACT_PACKAGES } from '../../scripts/vite/build-plugins';
import { lazySchemas } from '../../scripts/vite/lazy-schemas';
import { startupStylesheets } from '../../scripts/vite/startup-styles';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The site's start-up module. The page's entry (src/boot.ts) imports it once the first screen has been
 * painted; its stylesheets are linked from index.html all the same (startupStylesheets).
 */
const STARTUP_MODULE = '/src/main.tsx';

/**
 * Modules the start-up module reaches through static imports only: the code of the first page load.
 * The chunk groups below keep them in three files (react, vendor, app) instead of the many small
 * shared chunks the bundler would otherwise cut between it and the lazy chunks; lazy-only modules
 * never join them, and the tiny entry stays a file of its own. Filled at the end of the module graph,
 * read while the chunks are formed.
 */
const startupModules = new Set<string>();

/** Modules whose top-level `…Schema` constants are built on first use (scripts/vite/lazy-schemas.ts, ADR 0016). */
const LAZY_SCHEMA_MODULES = /[\\/](packages[\\/]contracts|apps[\\/]web)[\\/]src[\\/].*\.tsx?$/;

function collectStartupModules(): Plugin {
  return {
    name: 'fortuna:startup-modules',
    apply: 'build',
    buildEnd() {
      startupModules.clear();
      const pending = [...this.getModuleIds()].filter((id) => id.endsWith(STARTUP_MODULE));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        // Vite's own helpers (the chunk preloader) stay with the entry, which needs them first.
        if (startupModules.has(id) || id.startsWith('\0vite/')) continue;
        startupModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    lazySchemas(fileURLToPath(new URL('./src/lib/lazy-schema.ts', import.meta.url)), LAZY_SCHEMA_MODULES),
    collectStartupModules(),
    startupStylesheets(STARTUP_MODULE),
    precompress(),
  ],
  resolve: {
    alias: productionReactRouter(command),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a game lobby's route chunk from the page (web-page.ts).
    manifest: true,
    // Chunks load from the site root (base '/'); see docs/performance.md for the chunking decisions.
    // The react chunk (React, react-dom with its scheduler, and react-router) is about 300 kB; anything much
    // bigger is a chunking mistake.
    chunkSizeWarningLimit: 330,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The chunk preloader the entry needs before the site's code (a file of its own, shared with it).
            { name: 'preload-helper', test: (id) => id.startsWith('\0vite/'), priority: 4 },
            { name: 'react', test: (id) => startupModules.has(id) && REACT_PACKAGES.test(id), priority: 3 },
            { name: 'vendor', test: (id) => startupModules.has(id) && id.includes('node_modules'), priority: 2 },
            { name: 'app', test: (id) => startupModules.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
}));
