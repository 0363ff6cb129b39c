import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readReadmeCliLines, splitShellWords } from './readme-cli-lines';

describe('splitShellWords', () => {
  it('splits as sh does: quotes kept together, a trailing comment dropped', () => {
    expect(splitShellWords('homework assign --tasks "1:2,5:1" --comment "К пятнице"   # a note')).toEqual([
      'homework',
      'assign',
      '--tasks',
      '1:2,5:1',
      '--comment',
      'К пятнице',
    ]);
    expect(splitShellWords("import 'my bank' --as a\\ b x#y")).toEqual(['import', 'my bank', '--as', 'a b', 'x#y']);
    expect(() => splitShellWords('say "unclosed')).toThrow('Unclosed');
  });
});

describe('readReadmeCliLines', () => {
  it('takes the npm run ege lines of the sh blocks of "The CLI" only', () => {
    const readme = [
      '## Run it',
      '```sh',
      'npm run ege -- elsewhere',
      '```',
      '## The CLI',
      'Text `npm run ege -- not-a-line`.',
      '```sh',
      'npm run ege -- --help',
      'npm run ege -- db migrate        # comment',
      'ege whoami',
      '',
      'npm run ege -- import ./bank --server https://ege.example.ru',
      '```',
      '## The API',
      '```sh',
      'npm run ege -- after',
      '```',
    ].join('\n');
    expect(readReadmeCliLines(readme)).toEqual([['--help'], ['db', 'migrate'], ['import', './bank', '--server', 'https://ege.example.ru']]);
  });

  it('finds the lines of the real README', () => {
    const lines = readReadmeCliLines(readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8'));
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines).toContainEqual(['import', 'examples/task-bank', '--as', 'author', '--dry-run']);
  });
});
