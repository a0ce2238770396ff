import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cataloguePart } from './scripts/vite-catalogue-parts.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { startChunks } from './scripts/vite-shared-chunk.ts';

export default defineConfig({
  root: 'src-web',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    cataloguePart(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps in the build: dist/web is served as it is, and maps would give away the sources.
    sourcemap: false,
    // .vite/manifest.json: which chunks each screen loads, read by the bundle budget test.
    manifest: true,
    // The public wall dashboard is a page of its own: it loads none of the signed-in app.
    rollupOptions: {
      // What the app and the wall dashboard run first, in two files (scripts/vite-shared-chunk.ts).
      output: { manualChunks: startChunks() },
      input: {
        index: fileURLToPath(new URL('src-web/index.html', import.meta.url)),
        dashboardView: fileURLToPath(new URL('src-web/dashboard-view.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
