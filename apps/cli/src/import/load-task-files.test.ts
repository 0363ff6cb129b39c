import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from './check-task-folder';
import { fileChangedMessage, loadTaskFiles } from './load-task-files';
import type { TaskFileRef } from './task-folder';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function refTo(content: string, field: TaskFileRef['field'] = 'attachments'): Promise<TaskFileRef> {
  dir ??= await mkdtemp(join(tmpdir(), 'ege-load-files-'));
  const source = join(dir, `${field}-${content.length}.txt`);
  await writeFile(source, content);
  return { field, name: 'data.txt', path: `05/a/files/data.txt`, source, sha256: sha256(Buffer.from(content)), size: Buffer.byteLength(content) };
}

describe('loadTaskFiles', () => {
  it('reads the checked files again, grouped by the form field, under their names', async () => {
    const files = loadTaskFiles([await refTo('1 2 3'), await refTo('four', 'solution_document'), await refTo('56')]);
    expect([...files.keys()]).toEqual(['attachments', 'solution_document']);
    expect(files.get('attachments')!.map((file) => file.data.toString())).toEqual(['1 2 3', '56']);
    expect(files.get('solution_document')![0]!.filename).toBe('data.txt');
  });

  it('refuses a file that changed or vanished since it was checked', async () => {
    const ref = await refTo('1 2 3');
    await writeFile(ref.source, '1 2 4');
    expect(() => loadTaskFiles([ref])).toThrow(fileChangedMessage('05/a/files/data.txt'));
    await rm(ref.source);
    expect(() => loadTaskFiles([ref])).toThrow(fileChangedMessage('05/a/files/data.txt'));
  });
});
