import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, catalogueIndexSource, entryName, indexFile } from '../../scripts/catalogue-index.ts';
import { catalogue } from '../../machines/catalogue.ts';

// The catalogue lists every machine once; machines/catalogue.entries.ts is generated from the
// <flow>.catalogue.ts files (npm run machines:index), so a new flow cannot be left out of it.
describe('catalogue index', () => {
  it('lists every <flow>.catalogue.ts (run `npm run machines:index` when this fails)', () => {
    expect(readFileSync(indexFile, 'utf8')).toBe(catalogueIndexSource(catalogueFiles()));
  });

  it('has one entry per catalogue file, each exporting <flow>Entry with a distinct id', async () => {
    const files = catalogueFiles();
    expect(files.length).toBe(catalogue.length);
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ new URL(`../../machines/${file}`, import.meta.url).href)) as Record<string, unknown>;
      expect(module, file).toHaveProperty(entryName(file));
    }
    expect(new Set(catalogue.map((entry) => entry.id)).size).toBe(catalogue.length);
  });

  it('has a catalogue entry beside every machine', () => {
    const machines = (readdirSync(new URL('../../machines', import.meta.url), { recursive: true, encoding: 'utf8' }) as string[])
      .map((file) => file.split('\\').join('/'))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => file.replace(/\.machine\.ts$/, '.catalogue.ts'))
      .sort();
    expect(machines).toEqual(catalogueFiles());
  });

  it('names a machine after its folder: machines/<area>/<flow>/ holds the entry with id <flow>', () => {
    const ids = catalogueFiles().map((file) => file.split('/').at(-2));
    expect(catalogue.map((entry) => entry.id)).toEqual(ids);
  });
});
