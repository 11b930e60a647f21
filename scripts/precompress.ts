/**
 * Build-time compression of the portal's files: after `vite build`, every compressible file of the
 * output folder above 1 KB gets a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside
 * it, when that copy is smaller. The server sends the copy the browser accepts (@fastify/static
 * preCompressed), so no asset is compressed at request time. index.html is left out: the server
 * rewrites it for the base path and compresses the answer itself.
 *
 * A small Vite plugin over node:zlib: no binary dependency, nothing downloaded.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Source maps are left out: only developer tools fetch them, and they are most of the build time.
const precompressedExtensions = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.geojson', '.txt', '.xml', '.webmanifest', '.wasm'];
const minimumBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  // Dot folders (Vite's .vite/manifest.json) are not served.
  const nested = await Promise.all(entries.filter((entry) => !entry.name.startsWith('.')).map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))));
  return nested.flat();
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the .br and .gz copies of the compressible files of `dir` (see the file comment). */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const candidates = (await filesUnder(dir)).filter(
    (file) => precompressedExtensions.includes(path.extname(file).toLowerCase()) && path.relative(dir, file) !== 'index.html',
  );
  await Promise.all(
    candidates.map(async (file) => {
      if ((await stat(file)).size < minimumBytes) return;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      // A copy that saves under 5% is not worth a second file.
      if (br.length > body.length * 0.95) return;
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      summary.files += 1;
      summary.bytes += body.length;
      summary.brotliBytes += br.length;
      summary.gzipBytes += gzipped.length;
    }),
  );
  return summary;
}

/** The Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const summary = await precompressDirectory(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      this.info(`precompressed ${summary.files} files: ${kb(summary.bytes)} -> ${kb(summary.brotliBytes)} brotli, ${kb(summary.gzipBytes)} gzip`);
    },
  };
}
