import { AppError } from '@ege/core/errors/app-error';

/** Column names taken as the username column of a CSV with a header. */
const usernameColumns = ['username', 'user', 'login', 'логин', 'имя пользователя', 'пользователь'];

/**
 * The usernames of a --users-file: a CSV with a header that has a username column (other columns are
 * ignored; `;` or `,` or a tab between fields, as spreadsheets save it; quotes; a BOM), or one name per
 * line. Blank lines and lines of empty fields are skipped; a name repeated (in any case) counts once.
 */
export function parseUsersFile(text: string, fileName = 'файл'): string[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !/^[;,\t"\s]*$/.test(line));
  if (lines.length === 0) throw invalid(`${fileName}: нет ни одного имени пользователя`);

  const first = lines[0]!;
  const separator = separatorOf(first.line);
  const header = splitCsvLine(first.line, separator ?? ',').map((cell) => cell.trim().toLowerCase());
  const column = header.findIndex((cell) => usernameColumns.includes(cell));

  let names: string[];
  if (column >= 0) {
    names = lines.slice(1).map(({ line, number }) => {
      const name = (splitCsvLine(line, separator ?? ',')[column] ?? '').trim();
      if (name === '') throw invalid(`${fileName}, строка ${number}: пустое имя пользователя в столбце ${header[column]}`);
      return name;
    });
  } else if (separator !== undefined) {
    throw invalid(`${fileName}: в первой строке нет столбца username (заголовок CSV), а имён по одному в строке не похоже`);
  } else {
    names = lines.map(({ line, number }) => {
      if (separatorOf(line) !== undefined || /\s/.test(line)) {
        throw invalid(`${fileName}, строка ${number}: ожидается одно имя пользователя, а не «${line}»`);
      }
      return line;
    });
  }
  if (names.length === 0) throw invalid(`${fileName}: нет ни одного имени пользователя`);
  return uniqueNames(names);
}

/** `--users u1,u2`: names between commas, blanks dropped. */
export function parseUsersOption(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw invalid('--users: укажите имена пользователей через запятую, например --users ivanov,petrova');
  return uniqueNames(names);
}

export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A spreadsheet in a Russian locale saves `;`, others `,`; tab-separated files happen too. */
function separatorOf(line: string): string | undefined {
  const unquoted = line.replace(/"[^"]*"/g, '');
  return [';', '\t', ','].find((separator) => unquoted.includes(separator));
}

/** One CSV line: fields may be quoted, a quote inside doubled ("a ""b"""). Fields span no lines here. */
export function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

/** A value the command line carries is wrong: exit 2, as the server's refusal of an input. */
function invalid(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}
