import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routerConfig } from './router.config.ts';
import { precompress } from './scripts/precompress.ts';
import { basemap } from './scripts/basemap.ts';
import { routePreloadsPlugin } from './scripts/routePreloads.ts';

// base './': asset URLs inside chunks are relative to the chunk, so one build serves both at / (on
// localhost) and under /Portal (elsewhere); the server rewrites index.html's own references.
export default defineConfig({
  base: './',
  plugins: [
    // Must come before react(): generates the route tree and splits every route into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, ...routerConfig }),
    react(),
    // Brotli and gzip copies of the built files, sent by the server as the browser accepts them.
    precompress(),
    // The outage map's offline base map, extracted from npm data packages (scripts/basemap.ts).
    basemap(),
    // Which files each page needs beyond the shell, for the server to name in the page's HTML.
    routePreloadsPlugin(),
    {
      // The shell's script at low priority: a module script never blocks rendering, so the stylesheet
      // and the splash of index.html go first (Vite writes the tag itself, dropping attributes).
      name: 'portal-shell-priority',
      transformIndexHtml: { order: 'post', handler: (html) => html.replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin') },
    },
  ],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page runs, in one file: rolldown otherwise cuts the modules the
          // entry shares with route chunks into some twenty small files, each a request (and on
          // HTTP/1.1, six at a time) before the first page can render.
          // main.tsx stays the entry (the build's manifest and the budget find the shell through it).
          groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]main\.tsx$/.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/meta.json': 'http://localhost:8080',
      '/health': 'http://localhost:8080',
    },
  },
});
