import { describe, expect, it } from 'vitest';
import { parseReturnPath } from './return-path';

describe('parseReturnPath', () => {
  it.each(['/trainer', '/trainer/task/17', '/trainer/block-19-21'])('takes the trainer page %s', (path) => {
    expect(parseReturnPath(path)).toBe(path);
  });

  it.each(['//evil.example/trainer', 'https://evil.example', '/trainer/task/1?x=1', '/profile', '/trainer/task/', '/trainer/task/1/../../admin', 5, null, undefined])(
    'refuses %s',
    (value) => {
      expect(parseReturnPath(value)).toBeUndefined();
    },
  );
});
