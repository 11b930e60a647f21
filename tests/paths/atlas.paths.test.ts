import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue.ts';
import { layoutMachine } from '../../stories/machines/atlas/graph.ts';
import { machineStoriesSource, storyExportName } from '../../stories/machines/atlas/storiesSource.ts';

it('has one atlas story per catalogue machine (run `npm run machines:export` after changing the catalogue)', () => {
  const file = readFileSync(new URL('../../stories/machines/Machines.stories.tsx', import.meta.url), 'utf8');
  expect(file).toBe(machineStoriesSource(catalogue));
  const names = catalogue.map((entry) => storyExportName(entry.id));
  expect(new Set(names).size).toBe(names.length);
});

it.each(catalogue.map((entry) => [entry.id, entry] as const))('lays out the %s statechart with elkjs', async (_, entry) => {
  const graph = await layoutMachine(entry);
  expect(graph.width).toBeGreaterThan(0);
  // Every state has a box, every transition with a target a routed edge, every compound state an initial marker.
  for (const node of graph.nodes) expect(node.width, node.id).toBeGreaterThan(0);
  for (const edge of graph.edges) expect(edge.points.length, edge.transition.label).toBeGreaterThanOrEqual(2);
  const compound = graph.nodes.filter((node) => node.type === 'compound').length;
  expect(graph.initials).toHaveLength(compound);
  // Children sit inside their parent.
  for (const node of graph.nodes) {
    const parent = graph.nodes.find((candidate) => candidate.id === node.parentId);
    if (!parent) continue;
    expect(node.x).toBeGreaterThanOrEqual(parent.x);
    expect(node.y).toBeGreaterThanOrEqual(parent.y);
    expect(node.x + node.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
    expect(node.y + node.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
  }
});
