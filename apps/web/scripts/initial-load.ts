/** One script of the build, as far as the first load cares: what it imports statically and the styles it brings. */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a route's split component carries its `?tsr-split` query), if any. */
  facadeModuleId: string | null;
  /** Scripts the browser fetches before this one runs (static imports, preloaded by Vite). */
  imports: readonly string[];
  css: readonly string[];
};

export type InitialLoad = { scripts: string[]; styles: string[] };

/**
 * The files the browser fetches for the first page: the entry (from index.html), the chunks of the
 * routes that page lands on (`/` redirects to /variants), and everything they import statically,
 * each once. Dynamic imports stay out: they load only when a screen asks for them.
 */
export function collectInitialLoad(chunks: readonly BuiltChunk[], routeFiles: readonly string[]): InitialLoad {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isRouteChunk = (chunk: BuiltChunk) => {
    const module = chunk.facadeModuleId?.split('?')[0];
    return module !== undefined && routeFiles.includes(module);
  };
  const starts = chunks.filter((chunk) => chunk.isEntry || isRouteChunk(chunk));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (scripts.has(fileName)) return;
    const chunk = byName.get(fileName);
    if (!chunk) return;
    scripts.add(fileName);
    for (const style of chunk.css) styles.add(style);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const start of starts) visit(start.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}
