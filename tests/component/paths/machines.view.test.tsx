import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../../machines/catalogue.ts';
import { generatePaths } from '../../paths/engine.ts';
import { runPathOnView, type ViewPathAdapter } from './support/viewPaths.ts';

/**
 * Every generated path of every machine that has a path adapter (adapters/<id>.adapter.tsx), run
 * against its rendered view in jsdom: at each step the adapter checks what the user sees.
 */
const adapters = import.meta.glob<ViewPathAdapter>('./adapters/*.adapter.tsx', { eager: true, import: 'default' });

it('finds the view path adapters', () => {
  expect(Object.keys(adapters).length).toBeGreaterThanOrEqual(2);
});

describe.each(Object.entries(adapters).map(([file, adapter]) => [file.replace('./adapters/', ''), adapter] as const))(
  '%s',
  (file, adapter) => {
    const entry = catalogueEntry(adapter.machine);

    it('is the adapter of its catalogue machine', () => {
      expect(file).toBe(`${entry.id}.adapter.tsx`);
      expect(adapter.logic).toBe(entry.machine);
    });

    const paths = generatePaths(entry).paths.map((path) => [`${path.id} ${path.title}`, path] as const);
    it.each(paths)('%s', async (_, path) => {
      const skipped = adapter.skip?.(path);
      if (skipped) return;
      await runPathOnView(adapter, path);
    });
  },
);
