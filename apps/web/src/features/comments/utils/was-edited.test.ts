import { describe, expect, it } from 'vitest';
import { wasEdited } from './was-edited';

describe('wasEdited', () => {
  it.each([
    ['the same instant', '2026-03-15T12:00:00.000Z', '2026-03-15T12:00:00.000Z', false],
    ['within the insert', '2026-03-15T12:00:00.000Z', '2026-03-15T12:00:00.400Z', false],
    ['a minute later', '2026-03-15T12:00:00.000Z', '2026-03-15T12:01:00.000Z', true],
  ])('%s', (_name, created_at, updated_at, expected) => {
    expect(wasEdited({ created_at, updated_at })).toBe(expected);
  });
});
