import { describe, expect, it } from 'vitest';
import { generateTask } from '@ege/core/generators/generate-task';
import type { TaskFolder } from '../import/task-folder';
import { differencesOf, firstDifference, verdictOf, type FolderDifferences } from './compare-generated-folder';
import { generatedUnitOf } from './generated-unit';

const none: FolderDifferences = { statement: null, solution: null, missing: [], extra: [], changed: [] };
const never = () => {
  throw new Error('not to be solved again');
};

/** The folder `ege import` would read from what `ege generate` writes. */
function folderOf(type: number, seed: string): TaskFolder {
  const unit = generatedUnitOf(generateTask(type, seed, 2));
  return {
    key: unit.key,
    path: unit.folder,
    manifest: unit.manifest,
    kind: 'task',
    statement: { ...unit.statement },
    solutions: { '': { ...unit.solutions[0]! } },
    files: unit.files.map((file) => ({ field: 'attachments', name: file.path.split('/').pop()!, path: file.path, source: file.path, data: Buffer.from((file as { content: Buffer }).content) })),
  };
}

describe('firstDifference', () => {
  it('shows where two texts part, with context, the written one first', () => {
    expect(firstDifference('<p>Найдите число, большее 200, и …</p>', '<p>Найдите число, большее 84, и …</p>')).toBe('«…дите число, большее 200, и …</p>» вместо «…дите число, большее 84, и …</p>»');
    expect(firstDifference('abc', 'abcd')).toBe('«abc» вместо «abcd»');
  });
});

describe('differencesOf: a folder against its generator', () => {
  it('finds nothing in a folder as written, and every kind of edit in an edited one', () => {
    const task = generatedUnitOf(generateTask(17, 'cmp-1', 2));
    expect(differencesOf(folderOf(17, 'cmp-1'), task)).toEqual(none);

    const edited = folderOf(17, 'cmp-1');
    edited.statement!.html = edited.statement!.html.replace('<p>', '<p>Внимание. ');
    edited.solutions['']!.html += '<p>ещё</p>';
    const data = edited.files[0]!.data;
    const secondLine = data.indexOf('\n') + 1;
    data.write('7', secondLine);
    edited.files.push({ field: 'image', name: 'image.png', path: 'image.png', source: 'image.png', data: Buffer.from('png') });
    const found = differencesOf(edited, task);
    expect(found.statement).toMatch(/^условие \(text\.html\) изменено после ege generate: «<p>Внимание\. /);
    expect(found.solution).toBe('разбор (solution.html) изменён после ege generate');
    expect(found.changed).toEqual([{ path: 'files/17.txt', where: 'строка 2' }]);
    expect(found.extra).toEqual(['image.png']);

    const emptied = folderOf(17, 'cmp-1');
    emptied.files = [];
    emptied.statement = null;
    expect(differencesOf(emptied, task)).toMatchObject({ statement: 'нет условия (text.html)', missing: ['files/17.txt'] });
  });
});

describe('verdictOf: what --check says about an edit', () => {
  it('an untouched folder: nothing, and the answer is the checker’s to confirm', () => {
    expect(verdictOf(none, [['5']], never)).toEqual({ problems: [], notes: [], answerRechecked: false });
  });

  it('an edited statement fails and says it cannot be solved again', () => {
    const verdict = verdictOf({ ...none, statement: 'условие (text.html) изменено после ege generate: «200» вместо «84»' }, [['5']], never);
    expect(verdict.problems).toHaveLength(1);
    expect(verdict.problems[0]).toContain('перерешать изменённое условие нельзя');
    expect(verdict.answerRechecked).toBe(false);
  });

  it('an edited data file is solved again: the same answer is a note, another one fails', () => {
    const changed = { ...none, changed: [{ path: 'files/17.txt', where: 'строка 5' }] };
    const same = verdictOf(changed, [['3', '120']], () => ({ rows: [['3', '120']] }));
    expect(same).toEqual({ problems: [], notes: [expect.stringContaining('ответ 3 120, как в task.yaml')], answerRechecked: true });
    const other = verdictOf(changed, [['3', '120']], () => ({ rows: [['4', '120']] }));
    expect(other.problems).toEqual(['файл изменён после ege generate: files/17.txt (строка 5); программа разбора по этим файлам даёт 4 120, а в task.yaml ответ 3 120']);
    const failed = verdictOf(changed, [['3', '120']], () => ({ error: 'python3 не найден: перерешать задание по изменённым файлам нечем' }));
    expect(failed.problems[0]).toContain('python3 не найден');
  });

  it('a missing or extra file fails; with the statement edited, changed files are not solved again; an edited Разбор is a note', () => {
    const verdict = verdictOf({ ...none, statement: 'условие изменено', missing: ['files/a.txt'], extra: ['files/b.txt'], changed: [{ path: 'files/c.txt', where: 'строка 1' }], solution: 'разбор (solution.html) изменён после ege generate' }, [['1']], never);
    expect(verdict.problems).toEqual([
      expect.stringContaining('условие изменено. Генератор строит задание по seed'),
      'нет файла files/a.txt, который пишет ege generate',
      'лишний файл files/b.txt: ege generate его не пишет',
      'файл изменён после ege generate: files/c.txt (строка 1); перерешать нельзя, пока изменено условие или нет файлов',
    ]);
    expect(verdict.notes).toEqual(['разбор (solution.html) изменён после ege generate (разбор не проверяется)']);
  });
});
