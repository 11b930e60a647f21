/**
 * npm run machines:export - every catalogue machine for Stately's visualiser, and the atlas stories.
 *
 * Writes reports/machines/<id>.json: the machine definition (`machine.toJSON()`), plus the
 * eventless (`always`) transitions the definition leaves out, with inline functions named rather
 * than dropped; and reports/machines/index.json listing them. Regenerates
 * stories/machines/Machines.stories.tsx (one Storybook story per catalogue machine) when the
 * catalogue changed.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateNode } from 'xstate';
import { catalogue } from '../machines/catalogue.ts';
import { machineStoriesSource } from '../stories/machines/atlas/storiesSource.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'reports', 'machines');
mkdirSync(out, { recursive: true });

type Definition = { states: Record<string, Definition>; always?: unknown[] };

/** The definition omits `always`: add it to each state node, serialised like the other transitions. */
function withAlways(node: AnyStateNode, definition: Definition): Definition {
  for (const [key, child] of Object.entries(node.states)) {
    const childDefinition = definition.states[key];
    if (childDefinition) withAlways(child, childDefinition);
  }
  if (node.always?.length) definition.always = node.always.map((transition) => transition.toJSON());
  return definition;
}

/** Inline guards and actions become their names instead of disappearing. */
function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'function') {
    const type = 'type' in value && typeof value.type === 'string' ? value.type : '';
    return type || (value.name ? `inline:${value.name}` : 'inline');
  }
  return value;
}

const index = [];
for (const entry of catalogue) {
  const definition = withAlways(entry.machine.root, JSON.parse(JSON.stringify(entry.machine.toJSON(), replacer)) as Definition);
  const file = `${entry.id}.json`;
  writeFileSync(join(out, file), `${JSON.stringify(definition, null, 2)}\n`);
  index.push({ id: entry.id, title: entry.title, kind: entry.kind, view: entry.view, description: entry.description, file });
  console.log(`reports/machines/${file}`);
}
writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log('reports/machines/index.json');

const storiesFile = join(root, 'stories', 'machines', 'Machines.stories.tsx');
const stories = machineStoriesSource(catalogue);
if (!existsSync(storiesFile) || readFileSync(storiesFile, 'utf8') !== stories) {
  writeFileSync(storiesFile, stories);
  console.log('stories/machines/Machines.stories.tsx regenerated from the catalogue: commit it');
}
