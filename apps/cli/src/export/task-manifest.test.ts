import { sanitizeTaskHtml } from '@ege/core/content/sanitize-task-html';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { markdownToHtml, questionToHtml } from '../import/read-task-folder';
import { folderNameOf, manifestYaml, questionForManifest, safeEntryName, uniqueName, withUniqueKeys, type ExportUnit } from './task-manifest';

const questions = [
  'Укажите <strong>наименьшее</strong> N, для которого R больше 97.',
  'a*b*c _x_ `code` [link](http://x) www.example.com a@b.ru 2 < 3 &amp; "q" \'s\' # h',
  '<p>one</p>\n<p>two &lt; three</p>',
  'x\\y | z ~~s~~ 1. 2) - + !',
  'Строка 1\nстрока 2: <em>a_b</em> и <a href="http://e.ru/x_y*z">l_i_nk</a> *после*',
  '<a href="http://e.ru/x_y*z" rel="noopener noreferrer nofollow" target="_blank">l_i_nk</a> и *после*',
  '5 &gt; 3 &lt;tag&gt; &nbsp; done',
];

describe('questionForManifest', () => {
  it.each(questions)('import reads back the same stored HTML: %s', (raw) => {
    const stored = sanitizeTaskHtml(raw);
    const yaml = manifestYaml({ question: questionForManifest(stored) });
    const read = parseDocument(yaml, { schema: 'failsafe' }).toJS() as { question: string };
    if (!stored.startsWith('<')) expect(yaml.split('\n').length).toBe(2);
    expect(sanitizeTaskHtml(questionToHtml(read.question))).toBe(stored);
  });

  it('a stored statement is stable under the sanitiser, so text.html goes as it is', () => {
    for (const raw of questions) {
      const stored = sanitizeTaskHtml(markdownToHtml(raw));
      expect(sanitizeTaskHtml(stored)).toBe(stored);
    }
  });
});

describe('names', () => {
  it('folders from keys, attachments from their names, no clashes', () => {
    expect(folderNameOf('kege-2026/variant-1/25', 'x')).toBe('kege-2026-variant-1-25');
    expect(folderNameOf('../..', 'task-7')).toBe('task-7');
    expect(folderNameOf('Задача №5', 'x')).toBe('Задача-5');
    expect(safeEntryName('..\\secret.txt', 'f')).toBe('secret.txt');
    expect(safeEntryName('.env', 'f')).toBe('_env');
    expect(safeEntryName('a:b?.csv', 'f')).toBe('a_b_.csv');
    const taken = new Set<string>();
    expect(['data.txt', 'DATA.txt', 'data.txt'].map((n) => uniqueName(n, taken))).toEqual(['data.txt', 'DATA-2.txt', 'data-3.txt']);
  });

  it('table answers as flow rows, strings that look like numbers quoted', () => {
    expect(manifestYaml({ key: 'k', type: 27, answer: [['1', '0012'], ['', '3']] })).toBe('key: k\ntype: 27\nanswer: [ [ "1", "0012" ], [ "", "3" ] ]\n');
  });
});

describe('withUniqueKeys', () => {
  const unit = (key: string, id: number): ExportUnit => ({
    kind: 'task',
    key,
    typeFolder: '27',
    ids: [id],
    manifest: { key, type: 27 },
    statement: { file: 'text.html', html: '' },
    solutions: [],
    files: [],
  });

  it('the older of two tasks keeps the key, the other takes <key>-<id> (never a key already there), in the manifest too', () => {
    const units = withUniqueKeys([unit('task-120', 300), unit('task-120', 120), unit('task-120-300', 5), unit('a', 7)]);
    expect(units.map((u) => [u.key, u.manifest.key])).toEqual([
      ['task-120-300-2', 'task-120-300-2'],
      ['task-120', 'task-120'],
      ['task-120-300', 'task-120-300'],
      ['a', 'a'],
    ]);
  });
});
