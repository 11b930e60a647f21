/**
 * The order vitest hands test files to its workers (vitest.config.ts `sequence.sequencer`).
 *
 * Without a results cache (CI starts from a fresh checkout) vitest starts the largest files first,
 * but the longest files are small ones that wait on other processes (the new-flow scratch run's
 * tsc, real server processes, every story): started last, each ran alone at the end of its project
 * while the other worker had nothing left (about 60 s of one idle core per run, measured in CI
 * order). Here the projects run one after the other (unit, server, component: a worker keeps its
 * modules and environment from file to file only within a project) and, within each, the files
 * known to be long go first, the rest in vitest's own order.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Project order: the fast checks first, jsdom last. */
const projectOrder = ['unit', 'server', 'component'];

/**
 * Files known to take long (seconds in one measured run, README "Test tiers"), longest first.
 * A file missing here only starts later; keep the list to the few that dominate a tail.
 */
export const longFiles = [
  // unit: a scratch copy of the repository with tsc, eslint and vitest of its own (about 60 s)
  'tests/unit/new-flow.test.ts',
  'tests/paths/atlas.paths.test.ts',
  // server: real server processes (about 28 s each)
  'tests/server/process.test.ts',
  'tests/server/durability.test.ts',
  'tests/server/login.test.ts',
  'tests/server/bad-input.test.ts',
  'tests/server/seed.test.ts',
  // component: every story (about 23 s), then the longest view paths
  'tests/component/stories.test.tsx',
  'tests/component/paths/views/startService.view.test.tsx',
  'tests/component/paths/views/registration.view.test.tsx',
  'tests/component/paths/views/transferService.view.test.tsx',
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const projectRank = (spec: TestSpecification) => {
      const rank = projectOrder.indexOf(spec.project.name);
      return rank === -1 ? projectOrder.length : rank;
    };
    const fileRank = (spec: TestSpecification) => {
      const rank = longFiles.indexOf(relative(root, spec.moduleId));
      return rank === -1 ? longFiles.length : rank;
    };
    const position = new Map(base.map((spec, index) => [spec, index]));
    return [...base].sort((a, b) => projectRank(a) - projectRank(b) || fileRank(a) - fileRank(b) || position.get(a)! - position.get(b)!);
  }
}
