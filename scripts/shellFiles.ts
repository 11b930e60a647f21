/**
 * The shell: the files dist/index.html loads itself (its module scripts and stylesheets) and every
 * chunk they import statically. Read from the page rather than from the manifest's entry: the
 * shell's chunks are named by the build's code-splitting groups (vite.config.ts), and the entry
 * module may be one of them.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

export function shellFiles(manifest: Manifest, indexHtml: string): Set<string> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [, file] of indexHtml.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)) {
    const key = keyOfFile.get(file!);
    if (key) visit(key);
    else files.add(file!);
  }
  return files;
}
