// Vite build and dev server for the Podium web app; the dev server forwards API and socket calls to the server.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstLoadPreloads } from './build/first-load-preloads.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://localhost:3000';
const preloads = firstLoadPreloads();

const css: UserConfig['css'] = {
  modules: {
    // A CSS Module's class is its name and a short hash of its file (`link_q3ZxA`): unique to the file, and cheap
    // in the JavaScript that maps names to classes, where gzip finds the name beside its key and the file's hash
    // beside the last (Vite's default, `_link_1j07g_48`, adds the line, which nothing repeats). The server's build
    // (below) names them alike, so the HTML it renders carries the classes the browser's stylesheets define.
    generateScopedName: (name, filename) =>
      `${name}_${createHash('sha256')
        .update(relative(import.meta.dirname, filename))
        .digest('base64url')
        .slice(0, 5)}`,
  },
};

/**
 * `vite build --ssr src/ssr/entry-server.tsx` (the build script's second step): the code the server renders the public
 * athlete page with (issue 23), into dist-ssr/, never served. The same React plugin and CSS Modules names as the
 * browser's build; its dependencies stay in node_modules, where the server finds them.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  css,
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
};

const browserBuild: UserConfig = {
  plugins: [react(), preloads.plugin, precompress()],
  css,
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
    // dist/.vite/manifest.json: each route's chunks, read by the size budget (build/route-sizes.ts).
    manifest: true,
    // A lazy chunk's preload list names no chunk of the first load, which has run by then (build/first-load-preloads.ts).
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Libraries change less often than screens: separate chunks stay cached across deploys. A group is one
        // chunk, loaded whole: `react` and `state` hold only what the landing page loads anyway, `rtk-query` what
        // every screen that calls the server loads.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // Redux without RTK Query: the store the frame needs. Before RTK Query's group, which would otherwise take
            // these along as its dependencies.
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/](?!dist[\\/]query[\\/])|redux[\\/]|react-redux[\\/]|immer[\\/]|reselect[\\/])/,
              priority: 20,
            },
            // RTK Query loads with the first screen that calls the server, not with the landing page (state/api.ts).
            {
              name: 'rtk-query',
              test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
