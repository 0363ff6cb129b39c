import { describe, expect, it } from 'vitest';
import { missingNames, namesOfList } from './names-of-list';

describe('namesOfList', () => {
  it('reads lines, commas, semicolons and spaces, each name once whatever its case', () => {
    expect(namesOfList('ivanov\npetrov, sidorova;  Ivanov\r\n\n kuznetsov_2 ')).toEqual(['ivanov', 'petrov', 'sidorova', 'kuznetsov_2']);
    expect(namesOfList(' \n ,;')).toEqual([]);
  });
});

describe('missingNames', () => {
  it('leaves out the names found, ignoring case', () => {
    expect(missingNames(['Ivanov', 'petrov', 'nobody'], [{ username: 'ivanov' }, { username: 'Petrov' }])).toEqual(['nobody']);
  });
});
