export type PythonError = { type: string; message: string; line: number | null; traceback: string; russian: string };

/** The program runs as this file: its frames are the student's, the rest is Python's own. */
export const mainFileName = 'main.py';

/**
 * Reads what the student needs out of a Python traceback (as `traceback.format_exception` writes
 * it): the exception's type and message, the line of main.py it happened on (the last frame in
 * main.py: deeper frames are the standard library's), and a short Russian explanation.
 */
export function parsePythonError(traceback: string): PythonError {
  const lines = traceback.replace(/\s+$/, '').split('\n');
  const { type, message } = readException(lines);
  const line = readMainLine(traceback);
  return { type, message, line, traceback, russian: explainPythonError(type, message, line) };
}

function readException(lines: readonly string[]): { type: string; message: string } {
  // The exception line is the first unindented line after the last frame; a message may go on
  // over several lines, and notes follow it.
  let start = 0;
  lines.forEach((line, index) => {
    if (/^\s+File "/.test(line)) start = index + 1;
  });
  for (let index = start; index < lines.length; index += 1) {
    const match = /^([A-Za-z_][\w.]*)(?::(?: (.*))?)?$/.exec(lines[index] ?? '');
    if (match?.[1] && match[1] !== 'Traceback') {
      const rest = lines.slice(index + 1).join('\n');
      const message = [match[2] ?? '', rest].filter((part) => part !== '').join('\n');
      return { type: match[1], message };
    }
  }
  return { type: 'Error', message: lines.at(-1)?.trim() ?? '' };
}

function readMainLine(traceback: string): number | null {
  const frames = [...traceback.matchAll(/File "main\.py", line (\d+)/g)];
  const last = frames.at(-1)?.[1];
  return last === undefined ? null : Number(last);
}

/** 'Строка 3: имя x не определено (NameError)': Python's own words in Russian, then its type. */
export function explainPythonError(type: string, message: string, line: number | null): string {
  const where = line === null ? '' : `Строка ${line}: `;
  return `${where}${explain(type.split('.').at(-1) ?? type, message)} (${type})`;
}

const quoted = (text: string) => /'([^']*)'/.exec(text)?.[1];

function explain(type: string, message: string): string {
  const first = message.split('\n')[0] ?? '';
  switch (type) {
    case 'NameError': {
      const name = /name '([^']+)' is not defined/.exec(first)?.[1];
      const suggestion = /Did you mean: '([^']+)'/.exec(first)?.[1];
      if (!name) return `неизвестное имя: ${first}`;
      return `имя ${name} не определено${suggestion ? ` — может быть, ${suggestion}?` : ': опечатка или переменная, которой ещё ничего не присвоено'}`;
    }
    case 'UnboundLocalError': {
      const name = quoted(first);
      return name ? `переменная ${name} взята в функции раньше, чем ей что-то присвоено` : `переменная взята раньше присваивания: ${first}`;
    }
    case 'SyntaxError':
      return `программа записана с ошибкой: ${translateSyntax(first)}`;
    case 'IndentationError':
    case 'TabError':
      return `ошибка в отступах: ${translateIndentation(first)}`;
    case 'TypeError':
      return `действие над значением не того типа: ${first}`;
    case 'ValueError': {
      const literal = /invalid literal for (int|float)\(\)(?: with base \d+)?: (.*)$/.exec(first);
      if (literal) return `${literal[1]}() не может превратить в число ${literal[2]}`;
      return `неподходящее значение: ${first}`;
    }
    case 'IndexError': {
      const what = /^(list|string|tuple|range object) index out of range/.exec(first)?.[1];
      const names: Record<string, string> = { list: 'списка', string: 'строки', tuple: 'кортежа', 'range object': 'range' };
      return what ? `индекс за пределами ${names[what] ?? what}` : `индекс за пределами: ${first}`;
    }
    case 'KeyError':
      return `в словаре нет ключа ${first}`;
    case 'ZeroDivisionError':
      return `деление на ноль: ${first}`;
    case 'FileNotFoundError': {
      const name = quoted(first);
      return `нет файла ${name ?? first}: в папке программы лежат только файлы задания, под своими именами`;
    }
    case 'RecursionError':
      return `слишком глубокая рекурсия: функция вызывает себя без конца или глубже предела (${first})`;
    case 'MemoryError':
      return 'программе не хватило памяти браузера';
    case 'EOFError':
      return 'input() не нашла больше строк: впишите входные данные в поле «Ввод», по строке на каждый вызов input()';
    case 'ModuleNotFoundError': {
      const name = /No module named '([^']+)'/.exec(first)?.[1];
      return `модуль ${name ?? first} недоступен: здесь работает только стандартная библиотека Python, без интернета сторонние модули (numpy, pandas и другие) не загружаются`;
    }
    case 'AttributeError':
      return `у значения нет такого атрибута или метода: ${first}`;
    default:
      return first === '' ? 'ошибка при выполнении' : `ошибка при выполнении: ${first}`;
  }
}

function translateSyntax(message: string): string {
  const known: [RegExp, (match: RegExpExecArray) => string][] = [
    [/^invalid syntax(\. Perhaps you forgot a comma\?)?$/, (m) => (m[1] ? 'неверная запись — может быть, пропущена запятая' : 'неверная запись')],
    [/^'(.)' was never closed$/, (m) => `скобка ${m[1]} не закрыта`],
    [/^unmatched '(.)'$/, (m) => `лишняя закрывающая скобка ${m[1]}`],
    [/^expected ':'$/, () => 'после заголовка if, for, while, def нужно двоеточие'],
    [/^unterminated string literal/, () => 'строка в кавычках не закрыта'],
    [/^invalid syntax\. Maybe you meant '==' or ':=' instead of '='\?$/, () => 'для сравнения нужно ==, а не ='],
  ];
  for (const [pattern, say] of known) {
    const match = pattern.exec(message);
    if (match) return `${say(match)} (${message})`;
  }
  return message;
}

function translateIndentation(message: string): string {
  if (message.startsWith('expected an indented block')) return `нужен отступ (${message})`;
  if (message === 'unexpected indent') return `лишний отступ (${message})`;
  if (message.startsWith('unindent does not match')) return `отступ не совпадает ни с одним внешним уровнем (${message})`;
  return message;
}
