import { describe, expect, it } from 'vitest';
import { starterCode } from './starter-code';

describe('starterCode', () => {
  it('is empty for a task without files', () => {
    expect(starterCode([])).toBe('');
  });

  it('names each file the way the program opens it', () => {
    const code = starterCode([
      { name: '27_A.txt', url: '/media/1' },
      { name: '9.ods', url: '/media/2' },
    ]);
    expect(code).toContain('# f = open("27_A.txt")');
    expect(code).toContain('# 9.ods — архив: откройте его модулем zipfile');
    expect(code.endsWith('\n\n')).toBe(true);
  });
});
