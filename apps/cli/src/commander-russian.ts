import type { HelpConfiguration } from 'commander';

// Commander has no message catalogue: its few fixed words are replaced here, in one place.

const titles: Record<string, string> = {
  'Usage:': 'Использование:',
  'Options:': 'Параметры:',
  'Global Options:': 'Общие параметры:',
  'Commands:': 'Команды:',
  'Arguments:': 'Аргументы:',
};

export const russianHelp: HelpConfiguration = {
  styleTitle: (str) => titles[str] ?? str,
  styleOptionText: (str) => (str === '[options]' ? '[параметры]' : str),
  styleSubcommandText: (str) => (str === '[command]' ? '[команда]' : str),
};

type Rule = [RegExp, (...groups: string[]) => string];

const rules: Rule[] = [
  [/^error: unknown option '([^']+)'/, (flag) => `Неизвестный параметр ${flag}`],
  [/^error: unknown command '([^']+)'/, (name) => `Неизвестная команда ${name}`],
  [
    /^error: too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+)\./,
    (name, expected, got) => `Лишние аргументы${name ? ` у команды ${name}` : ''}: ожидается ${expected}, получено ${got}`,
  ],
  [/^error: missing required argument '([^']+)'/, (name) => `Не указан аргумент ${name}`],
  [/^error: option '([^']+)' argument missing/, (flags) => `Не указано значение параметра ${flags}`],
  [/^error: required option '([^']+)' not specified/, (flags) => `Не указан обязательный параметр ${flags}`],
];

/** Commander's error line in Russian; its "Did you mean" hint too. */
export function translateCommanderMessage(message: string): string {
  const [first = '', ...rest] = message.trim().split('\n');
  let line = first.replace(/^error: /, '');
  for (const [pattern, translate] of rules) {
    const match = pattern.exec(first);
    if (match) {
      line = translate(...match.slice(1).map((group) => group ?? ''));
      break;
    }
  }
  const hints = rest.map((hint) =>
    hint
      .replace(/^\(Did you mean one of (.+)\?\)$/, '(Возможно, имелось в виду одно из: $1?)')
      .replace(/^\(Did you mean (.+)\?\)$/, '(Возможно, имелось в виду $1?)'),
  );
  return [line, ...hints].join('\n');
}
