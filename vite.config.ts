import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routerConfig } from './router.config.ts';
import { precompress } from './scripts/precompress.ts';
import { basemap } from './scripts/basemap.ts';

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
  ],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/meta.json': 'http://localhost:8080',
      '/health': 'http://localhost:8080',
    },
  },
});
