import { describe, expect, it } from 'vitest';
import { AppError } from '@ege/core/errors/app-error';
import { parseUsersFile, parseUsersOption, splitCsvLine } from './parse-users-file';

describe('parseUsersFile', () => {
  it('takes the username column of a CSV with a header, with ; or , or a tab', () => {
    expect(parseUsersFile('фамилия;username;класс\nИванов;ivanov;11А\nПетрова;petrova;11Б\n')).toEqual(['ivanov', 'petrova']);
    expect(parseUsersFile('Username,email\r\nivanov,i@example.ru\r\npetrova,p@example.ru')).toEqual(['ivanov', 'petrova']);
    expect(parseUsersFile('class\tlogin\n11А\tivanov\n')).toEqual(['ivanov']);
  });

  it('skips a BOM, blank lines and lines of empty fields; quotes hold separators', () => {
    const text = '\uFEFF"ФИО";"username"\n\n"Иванов; Иван";"ivanov"\n;;\n  \n"Петрова ""Маша""";petrova\n';
    expect(parseUsersFile(text)).toEqual(['ivanov', 'petrova']);
  });

  it('reads one name per line, and a single-column CSV with its header', () => {
    expect(parseUsersFile('ivanov\n\npetrova\r\n sidorov \n')).toEqual(['ivanov', 'petrova', 'sidorov']);
    expect(parseUsersFile('username\nivanov\npetrova')).toEqual(['ivanov', 'petrova']);
  });

  it('counts a name repeated in any case once', () => {
    expect(parseUsersFile('ivanov\nIvanov\npetrova')).toEqual(['ivanov', 'petrova']);
  });

  it.each([
    ['', 'students.csv: нет ни одного имени пользователя'],
    ['\uFEFF\n\n', 'students.csv: нет ни одного имени пользователя'],
    ['username;class\n', 'students.csv: нет ни одного имени пользователя'],
    ['name;class\nivanov;11А', 'students.csv: в первой строке нет столбца username (заголовок CSV), а имён по одному в строке не похоже'],
    ['ivanov\npetrova;11Б', 'students.csv, строка 2: ожидается одно имя пользователя, а не «petrova;11Б»'],
    ['ivanov\nИван Иванов', 'students.csv, строка 2: ожидается одно имя пользователя, а не «Иван Иванов»'],
    ['class;username\n11А;\n', 'students.csv, строка 2: пустое имя пользователя в столбце username'],
  ])('refuses %j with the line', (text, message) => {
    const attempt = () => parseUsersFile(text, 'students.csv');
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(message);
  });
});

describe('parseUsersOption', () => {
  it('splits on commas and drops blanks and repeats', () => {
    expect(parseUsersOption(' ivanov, petrova,,IVANOV ')).toEqual(['ivanov', 'petrova']);
    expect(() => parseUsersOption(' , ')).toThrow('--users: укажите имена пользователей через запятую');
  });
});

describe('splitCsvLine', () => {
  it('keeps empty fields and unquotes', () => {
    expect(splitCsvLine('a;;"b;c";"d""e"', ';')).toEqual(['a', '', 'b;c', 'd"e']);
  });
});
