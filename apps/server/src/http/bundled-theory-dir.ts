import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourcePages = fileURLToPath(new URL('../../../web/public/theory', import.meta.url));

/**
 * Where the bundled theory pages are: in the built client the server serves, or, with none built
 * (tests, a server without the client), in the web app's sources the build copies them from.
 */
export function bundledTheoryDir(webDist: string | undefined): string {
  const built = webDist === undefined ? undefined : join(webDist, 'theory');
  return built !== undefined && existsSync(built) ? built : sourcePages;
}
