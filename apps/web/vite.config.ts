// Vite build and dev server for the Podium web app; the dev server forwards API and socket calls to the server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay out of the served build (issue 8: they were public); `WEB_SOURCEMAP=1` builds them, hidden (no
    // sourceMappingURL), for reading a stack trace locally. The server answers any *.map with a 404 regardless.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // dist/.vite/manifest.json: each route's chunks, read by the size budget (scripts/web-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs change less often than screens: separate chunks stay cached across
        // deploys. Only libraries the landing page loads anyway belong here: a group is one chunk, loaded whole.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
