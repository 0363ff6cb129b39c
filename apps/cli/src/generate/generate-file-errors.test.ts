import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodes } from '../errors/exit-codes';
import { runEge } from '../testing/run-ege';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ege-generate-fs-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATA_DIR: join(work, 'no-data') }, argv);

describe('ege generate: file system errors in Russian, with the documented exit code', () => {
  // EACCES itself needs a user without rights: cli-generate.int.test.ts runs the CLI so. A name too long
  // for the file system is refused to root as well, through the same path.
  it('a path the file system refuses: exit 74 (not 7), the path and the code in a Russian line', async () => {
    const target = join(work, 'x'.repeat(300), 'gen');
    const run = await ege('generate', '--type', '5', '--count', '1', target);
    expect(run.code).toBe(exitCodes.fileSystem);
    expect(run.code).toBe(74);
    // The line wraps at the terminal's width: compare without the breaks.
    expect(run.stderr.replace(/\s+/g, '')).toContain(`Слишкомдлинноеимяфайлаилипуть:${target}(ENAMETOOLONG)`);
    expect(run.stderr).not.toMatch(/name too long|Ошибка:/);
  });

  it('a target under /proc (or a link to it) is refused at once, for generate and for --check (exit 1)', async () => {
    const written = await ege('generate', '--type', '5', '--count', '1', '/proc/self/ege-gen');
    expect(written.code).toBe(exitCodes.usage);
    expect(written.stderr).toContain('Папка /proc/self/ege-gen — в /proc, виртуальной файловой системе ядра');
    const checked = await ege('generate', '--check', '/proc');
    expect(checked.code).toBe(exitCodes.usage);
    expect(checked.stderr).toContain('в /proc, виртуальной файловой системе ядра');
    await symlink('/sys', join(work, 'to-sys'));
    const linked = await ege('generate', '--type', '5', '--count', '1', join(work, 'to-sys', 'gen'));
    expect(linked.code).toBe(exitCodes.usage);
    expect(linked.stderr).toContain('в /sys, виртуальной файловой системе ядра');
  });
});
