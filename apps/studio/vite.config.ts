import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, productionReactRouter, REACT_PACKAGES } from '../../scripts/vite/build-plugins';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The studio's game client, served by the platform at /studio/ (launch URL
 * /studio/play/{gameCode}?token=…&lang=…). In development its API calls go to the server.
 */
export default defineConfig(({ command }) => ({
  base: '/studio/',
  plugins: [react(), precompress()],
  resolve: {
    alias: productionReactRouter(command),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 330,
    rolldownOptions: {
      output: {
        // React and zod change rarely: their own files stay cached across releases of the games.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: REACT_PACKAGES,
              priority: 2,
            },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5175,
    proxy: { '/studio/api': apiTarget },
  },
  preview: { port: 4174 },
}));
