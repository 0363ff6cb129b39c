import { describe, expect, it } from 'vitest';
import { baseNameOf, safeFileName } from './safe-file-name';

describe('safeFileName', () => {
  it('transliterates Cyrillic and keeps a plain ASCII name with the checked extension', () => {
    expect(safeFileName('Задание 9 (вариант).ods', 'ods')).toBe('Zadanie_9_variant.ods');
    expect(safeFileName('ЁЖИК.txt', 'txt')).toBe('EZhIK.txt');
    expect(safeFileName('report.exe.pdf', 'pdf')).toBe('report_exe.pdf');
    expect(safeFileName('data.zip', 'ods')).toBe('data.ods');
  });

  it('never lets a path or an empty name through', () => {
    expect(safeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(safeFileName('C:\\Users\\me\\..\\27.txt', 'txt')).toBe('27.txt');
    expect(safeFileName('', 'pdf')).toBe('file.pdf');
    expect(safeFileName('.hidden', 'txt')).toBe('hidden.txt');
    expect(safeFileName('™™™.pdf', 'pdf')).toBe('file.pdf');
    expect(safeFileName(`${'а'.repeat(100)}.txt`, 'txt')).toHaveLength(64);
  });

  it('baseNameOf strips Windows and Unix folders', () => {
    expect(baseNameOf('C:\\fakepath\\Задание.ods')).toBe('Задание.ods');
    expect(baseNameOf('a/b/c.txt')).toBe('c.txt');
  });
});
