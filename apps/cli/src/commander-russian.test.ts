import { describe, expect, it } from 'vitest';
import { translateCommanderMessage } from './commander-russian';

describe('translateCommanderMessage', () => {
  it.each([
    ["error: unknown option '--bogus'", 'Неизвестный параметр --bogus'],
    ["error: unknown command 'crate'\n(Did you mean create?)", 'Неизвестная команда crate\n(Возможно, имелось в виду create?)'],
    [
      "error: too many arguments for 'set-role'. Expected 2 arguments but got 3.",
      'Лишние аргументы у команды set-role: ожидается 2, получено 3',
    ],
    ["error: option '--role <роль>' argument missing", 'Не указано значение параметра --role <роль>'],
    ["error: missing required argument 'file'", 'Не указан аргумент file'],
    ['error: something new', 'something new'],
  ])('%s', (english, russian) => {
    expect(translateCommanderMessage(english)).toBe(russian);
  });
});
