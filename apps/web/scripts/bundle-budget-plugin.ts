import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { formatKb, measureCompressedSizes, sumCompressedSizes, type CompressedSizes } from './compressed-sizes';
import { collectInitialLoad, type BuiltChunk } from './initial-load';

type BundleBudgetOptions = {
  /** The page, as the messages name it: '/' or '/trainer/task/{id}'. */
  page: string;
  /** Route files the page is made of, relative to the web app (`/` redirects to /variants). */
  routeFiles: readonly string[];
  /** The most gzipped JavaScript the first page may load, in bytes (gzip: what a browser gets over plain HTTP). */
  maxInitialGzipJs: number;
};

/**
 * Prints what the first visit of a page loads (scripts and styles, raw, gzip and brotli) and fails the
 * build when its gzipped JavaScript grows past the budget (docs/decisions/025): `/`, and the trainer's
 * task page, which must not carry 'Решить на Python' (its editor and Pyodide load when it opens).
 */
export function bundleBudgetPlugin({ page, routeFiles, maxInitialGzipJs }: BundleBudgetOptions): Plugin {
  let root = '';
  let logger: Logger | undefined;
  return {
    name: `ege:bundle-budget ${page}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, isEntry: output.isEntry, facadeModuleId: output.facadeModuleId, imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      const initial = collectInitialLoad(
        chunks,
        routeFiles.map((file) => resolve(root, file)),
      );
      const sizeOf = (file: string) => measureCompressedSizes(readFileSync(join(outDir, file)));
      const scripts = sumCompressedSizes(initial.scripts.map(sizeOf));
      const styles = sumCompressedSizes(initial.styles.map(sizeOf));
      logger?.info(`\nFirst load of ${page} : ${describe(initial.scripts.length, 'scripts', scripts)}; ${describe(initial.styles.length, 'stylesheets', styles)}`);
      logger?.info(`Budget for its JavaScript: ${formatKb(maxInitialGzipJs)} gzip (${formatKb(maxInitialGzipJs - scripts.gzip)} left)`);
      if (scripts.gzip > maxInitialGzipJs) {
        this.error(
          `The first load of ${page} has ${formatKb(scripts.gzip)} of gzipped JavaScript, over the budget of ${formatKb(maxInitialGzipJs)}: ` +
            `load the new code lazily (a route, a dialog, an editor) or raise the budget in vite.config.ts with a reason in docs/decisions/025. ` +
            `Files: ${initial.scripts.join(', ')}`,
        );
      }
    },
  };
}

function describe(count: number, what: string, sizes: CompressedSizes): string {
  return `${count} ${what} ${formatKb(sizes.raw)} (gzip ${formatKb(sizes.gzip)}, brotli ${formatKb(sizes.brotli)})`;
}
