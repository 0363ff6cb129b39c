/**
 * The `npm run ege -- …` lines of the README's "The CLI" section, as the argv each gives `ege`: what
 * the README promises a newcomer, read from the README itself so that the test follows its edits.
 */
export function readReadmeCliLines(readme: string): string[][] {
  const start = readme.indexOf('\n## The CLI\n');
  if (start < 0) throw new Error('README.md has no "## The CLI" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const lines: string[][] = [];
  for (const block of section.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      if (line.startsWith('npm run ege -- ')) lines.push(splitShellWords(line.slice('npm run ege -- '.length)));
    }
  }
  return lines;
}

/** A command line split as sh splits it, for the README's simple lines: quotes, backslashes, a trailing # comment. */
export function splitShellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === '#' && word === null) {
      break;
    } else if (c === "'" || c === '"') {
      const close = line.indexOf(c, i + 1);
      if (close < 0) throw new Error(`Unclosed ${c} in: ${line}`);
      word = (word ?? '') + line.slice(i + 1, close);
      i = close;
    } else if (c === '\\' && i + 1 < line.length) {
      word = (word ?? '') + line[++i];
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}
