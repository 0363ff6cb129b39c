import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEge } from '../testing/run-ege';

// The CLI run as a user runs it, three times: an integration test (node and tsx start each time).
describe('ege generate --check on a generated 19–21 block', () => {
  it('confirms it as written, and finds an edited condition and an edited question', async () => {
    const work = await mkdtemp(join(tmpdir(), 'ege-check-block-'));
    try {
      const ege = (...argv: string[]) => runEge({ DATA_DIR: join(work, 'no-data') }, argv);
      const root = join(work, 'gen');
      expect((await ege('generate', '--type', '19', '--count', '2', '--seed', 'blk', root)).code).toBe(0);
      const clean = await ege('generate', '--check', '--json', root);
      expect(clean.code, clean.stdout).toBe(0);
      const [first, second] = (await readdir(join(root, '19-21'))).sort();
      const condition = join(root, '19-21', first!, 'condition.html');
      await writeFile(condition, (await readFile(condition, 'utf8')).replace(/\d+/, '777'));
      const manifest = join(root, '19-21', second!, 'task.yaml');
      const yaml = await readFile(manifest, 'utf8');
      expect(yaml).toContain('минимальное');
      await writeFile(manifest, yaml.replace('минимальное', 'наибольшее'));
      const edited = await ege('generate', '--check', '--json', root);
      expect(edited.code).toBe(2);
      const report = JSON.parse(edited.stdout) as { problems: { folder: string; message: string }[] };
      expect(report.problems.find((p) => p.folder.endsWith(first!))?.message).toMatch(/^условие \(condition\.html\) изменено после ege generate/);
      expect(report.problems.find((p) => p.folder.endsWith(second!))?.message).toMatch(/вопрос \d+ в task\.yaml изменён после ege generate/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
