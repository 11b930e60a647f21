/**
 * npm run new:flow -- <area>/<flow>   (both camelCase: demo/sample, service/stopService)
 *
 * Creates the skeleton of a flow in every layer (docs/adding-a-flow.md): the machine with its types,
 * connect, fixtures and catalogue entry; the domain rules and calls; the api module; the page, view,
 * calls and text module; the route; the texts in the four languages; a story; the server calls
 * with their bad-input registration; the machine, view-path and end-to-end tests. It then extends
 * the lists that name every flow: machines/catalogue.entries.ts (as `npm run machines:index`),
 * stories/machines/Machines.stories.tsx (as `npm run machines:export`), the service areas and the
 * server's area registrations. Everything else that lists flows is derived (message catalogues,
 * stories, route tree, bad-input files, view-path tests).
 *
 * The skeleton is a small real flow that passes typecheck, lint and its tests as generated
 * (tests/unit/new-flow.test.ts proves it); replace the sample field and the stub server with the
 * flow's own.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { flowNames, type FlowNames } from './new-flow/names.ts';
import * as templates from './new-flow/templates.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository file (relative path) whose text matches `pattern`, searched under `dir`. */
function fileDefining(dir: string, pattern: RegExp): string {
  const files = (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[]).map((file) => join(dir, file.split('\\').join('/')));
  const found = files.filter((file) => /\.tsx?$/.test(file)).find((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
  if (!found) throw new Error(`No file under ${dir} matches ${pattern}`);
  return found;
}

/** An import path from one repository file to another. */
function importPath(from: string, to: string): string {
  const path = relative(dirname(from), to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

function write(file: string, text: string, written: string[]) {
  const full = join(root, file);
  if (existsSync(full)) throw new Error(`${file} exists already`);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  written.push(file);
}

function edit(file: string, change: (text: string) => string, edited: string[]) {
  const full = join(root, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after !== before) {
    writeFileSync(full, after);
    edited.push(file);
  }
}

/** The apiAreas key that already serves /api/<area> (accountManagement for account), else the area's own name. */
function apiAreaFor(file: string, area: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  return new RegExp(`\\n\\s+(\\w+): '/api/${area.toLowerCase()}',`).exec(text)?.[1] ?? area;
}

/** Adds `<key>: '/api/<key>'` to apiAreas when the area has no service area of its name yet. */
function ensureServiceArea(file: string, key: string, edited: string[]) {
  edit(file, (text) => {
    const start = text.indexOf('export const apiAreas = {');
    if (start < 0) throw new Error(`${file}: no apiAreas`);
    const end = text.indexOf('} as const;', start);
    if (new RegExp(`\\n\\s+${key}:`).test(text.slice(start, end))) return text;
    return `${text.slice(0, end)}  ${key}: '/api/${key.toLowerCase()}',\n${text.slice(end)}`;
  }, edited);
}

/** Imports and registers the flow's server plugin in server/app.ts, after the last area. */
function registerServerArea(file: string, fn: string, from: string, apiArea: string, edited: string[]) {
  edit(file, (text) => {
    const lines = text.split('\n');
    const lastImport = lines.findLastIndex((line) => /^import .* from '\.\/areas\//.test(line));
    lines.splice(lastImport + 1, 0, `import { ${fn} } from '${from}';`);
    const lastRegister = lines.findLastIndex((line) => /^\s*await app\.register\(\w+\(.*\{ prefix: apiAreas\.\w+ \}\);$/.test(line));
    if (lastImport < 0 || lastRegister < 0) throw new Error(`${file}: no area imports or registrations found`);
    lines.splice(lastRegister + 1, 0, `  await app.register(${fn}(ctx, auth), { prefix: apiAreas.${apiArea} });`);
    return lines.join('\n');
  }, edited);
}

/** Adds the flow's texts to src/i18n/messages/<area>/<LANGUAGE>.json (created when the area is new). */
function addMessages(n: FlowNames, written: string[], edited: string[]) {
  for (const [language, texts] of Object.entries(templates.messages(n))) {
    const file = `src/i18n/messages/${n.area}/${language}.json`;
    const full = join(root, file);
    const current = existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>) : null;
    const clash = Object.keys(texts).filter((key) => current && key in current);
    if (clash.length > 0) throw new Error(`${file} has ${clash.join(', ')} already`);
    const text = `${JSON.stringify({ ...current, ...texts }, null, 2)}\n`;
    if (current) {
      writeFileSync(full, text);
      edited.push(file);
    } else {
      write(file, text, written);
    }
  }
}

export async function newFlow(spec: string): Promise<{ written: string[]; edited: string[] }> {
  const n = flowNames(spec);
  const written: string[] = [];
  const edited: string[] = [];
  if (existsSync(join(root, 'machines', n.area, n.flow))) throw new Error(`machines/${n.area}/${n.flow} exists already`);
  const routeFile = `src/app/routes/_signedIn/${n.Flow}.tsx`;
  if (existsSync(join(root, routeFile))) throw new Error(`${routeFile} exists already`);

  const apiAreasFile = fileDefining('src/domain', /export const apiAreas = \{/);
  const apiArea = apiAreaFor(apiAreasFile, n.area);
  const newServerArea = !existsSync(join(root, 'server', 'areas', `${n.area}.ts`));
  const serverFile = newServerArea ? `server/areas/${n.area}.ts` : `server/areas/${n.area}.${n.flow}.ts`;
  const domainFile = `src/domain/${n.flow}.ts`;
  const apiFile = `src/api/${n.flow}.ts`;
  const callsFile = `src/features/${n.area}/${n.flow}/${n.flow}Calls.ts`;
  const badInputFile = `tests/server/bad-input/${n.flow}.ts`;
  const paths: templates.ImportPaths = {
    domainAccountNumber: importPath(domainFile, fileDefining('src/domain', /export const accountNumberSchema\b/)),
    serverApiAreas: importPath(serverFile, apiAreasFile),
    testApiAreas: importPath(badInputFile, apiAreasFile),
    routeSession: importPath(routeFile, fileDefining('src', /export function useSession\(/)),
    callsApi: importPath(callsFile, apiFile),
    apiArea,
    serverFunction: newServerArea ? `${n.area}Area` : `${n.flow}Routes`,
  };
  const machineDir = `machines/${n.area}/${n.flow}`;
  const featureDir = `src/features/${n.area}/${n.flow}`;

  write(domainFile, templates.domainModule(n, paths), written);
  write(apiFile, templates.apiModule(n, paths), written);
  write(`${machineDir}/${n.flow}.types.ts`, templates.machineTypes(n), written);
  write(`${machineDir}/${n.flow}.machine.ts`, templates.machine(n), written);
  write(`${machineDir}/${n.flow}.connect.ts`, templates.connect(n), written);
  write(`${machineDir}/${n.flow}.fixtures.ts`, templates.fixtures(n), written);
  write(`${machineDir}/${n.flow}.catalogue.ts`, templates.catalogueEntry(n), written);
  write(callsFile, templates.featureCalls(n, paths), written);
  write(`${featureDir}/${n.flow}Text.ts`, templates.featureText(n), written);
  write(`${featureDir}/${n.Flow}View.tsx`, templates.featureView(n), written);
  write(`${featureDir}/${n.Flow}Page.tsx`, templates.featurePage(n), written);
  write(routeFile, templates.route(n, paths), written);
  write(`stories/${n.area}/${n.Flow}.stories.tsx`, templates.story(n), written);
  write(serverFile, templates.serverArea(n, paths), written);
  write(badInputFile, templates.badInput(n, paths), written);
  write(`tests/machines/${n.flow}.machine.test.ts`, templates.machineTest(n), written);
  write(`tests/component/paths/views/${n.flow}.view.test.tsx`, templates.viewPathTest(n), written);
  write(`tests/e2e/${n.flow}.spec.ts`, templates.e2eSpec(n), written);
  addMessages(n, written, edited);

  // The lists that name every flow.
  ensureServiceArea(apiAreasFile, apiArea, edited);
  registerServerArea('server/app.ts', paths.serverFunction, importPath('server/app.ts', serverFile).replace(/^(?!\.)/, './'), apiArea, edited);
  const index = await import(pathToFileURL(join(root, 'scripts', 'catalogue-index.ts')).href);
  writeFileSync(index.indexFile, index.catalogueIndexSource(index.catalogueFiles()));
  edited.push('machines/catalogue.entries.ts');
  const { catalogue } = await import(pathToFileURL(join(root, 'machines', 'catalogue.ts')).href);
  const { machineStoriesSource } = await import(pathToFileURL(join(root, 'stories', 'machines', 'atlas', 'storiesSource.ts')).href);
  writeFileSync(join(root, 'stories', 'machines', 'Machines.stories.tsx'), machineStoriesSource(catalogue));
  edited.push('stories/machines/Machines.stories.tsx');
  return { written, edited };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const spec = process.argv[2];
  if (!spec) {
    console.error('Usage: npm run new:flow -- <area>/<flow>   (camelCase, e.g. service/stopService)');
    process.exit(2);
  }
  newFlow(spec).then(
    ({ written, edited }) => {
      const n = flowNames(spec);
      console.log(`Created:\n${written.map((file) => `  ${file}`).join('\n')}\nExtended:\n${edited.map((file) => `  ${file}`).join('\n')}`);
      console.log(`\nNext: npm run typecheck && npm run lint && npx vitest run tests/machines/${n.flow}.machine.test.ts tests/component/paths/views/${n.flow}.view.test.tsx`);
      console.log(`Then replace the sample field, texts and stub server with the flow's own (docs/adding-a-flow.md); the menu entry, if any, goes in src/domain/navigation.ts.`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
