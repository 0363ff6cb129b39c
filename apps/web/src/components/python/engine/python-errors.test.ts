import { beforeAll, describe, expect, it } from 'vitest';
import { parsePythonError, type PythonError } from './python-errors';
import { loadNodePython } from './run-python-in-node';

let python: Awaited<ReturnType<typeof loadNodePython>>;

beforeAll(async () => {
  // A real Pyodide, so the tracebacks are the ones the browser shows (loading takes seconds, once).
  python = await loadNodePython();
});

async function errorOf(code: string, stdin = ''): Promise<PythonError> {
  const { result } = await python.run(code, { stdin });
  if (result.kind !== 'error') throw new Error(`expected an error from ${code}`);
  return result.error;
}

describe('parsePythonError on tracebacks from Pyodide', () => {
  it.each([
    ['y = 1\nprint(x)\n', { type: 'NameError', message: "name 'x' is not defined", line: 2, russian: 'Строка 2: имя x не определено: опечатка или переменная, которой ещё ничего не присвоено (NameError)' }],
    ['count = 1\nprint(cout)\n', { type: 'NameError', line: 2, russian: 'Строка 2: имя cout не определено — может быть, count? (NameError)' }],
    ['x = (1,\nprint(x)\n', { type: 'SyntaxError', message: "'(' was never closed", line: 1, russian: "Строка 1: программа записана с ошибкой: скобка ( не закрыта ('(' was never closed) (SyntaxError)" }],
    ['for i in range(3):\nprint(i)\n', { type: 'IndentationError', line: 2, russian: "Строка 2: ошибка в отступах: нужен отступ (expected an indented block after 'for' statement on line 1) (IndentationError)" }],
    ['x = 1\n    y = 2\n', { type: 'IndentationError', message: 'unexpected indent', line: 2 }],
    ['print("a" + 1)\n', { type: 'TypeError', message: 'can only concatenate str (not "int") to str', line: 1 }],
    ['n = int("abc")\n', { type: 'ValueError', line: 1, russian: "Строка 1: int() не может превратить в число 'abc' (ValueError)" }],
    ['a = [1]\nprint(a[5])\n', { type: 'IndexError', line: 2, russian: 'Строка 2: индекс за пределами списка (IndexError)' }],
    ['d = {}\nd["a"]\n', { type: 'KeyError', message: "'a'", line: 2, russian: "Строка 2: в словаре нет ключа 'a' (KeyError)" }],
    ['def f(x):\n    return 1 / x\n\nprint(f(0))\n', { type: 'ZeroDivisionError', message: 'division by zero', line: 2 }],
    ['open("27_C.txt")\n', { type: 'FileNotFoundError', line: 1, russian: 'Строка 1: нет файла 27_C.txt: в папке программы лежат только файлы задания, под своими именами (FileNotFoundError)' }],
    ['def f(n):\n    return f(n + 1)\n\nf(0)\n', { type: 'RecursionError', message: 'maximum recursion depth exceeded', line: 2 }],
    ['a = [0] * 10**9\n', { type: 'MemoryError', line: 1, russian: 'Строка 1: программе не хватило памяти браузера (MemoryError)' }],
    ['a = input()\nb = input()\n', { type: 'EOFError', message: 'EOF when reading a line', line: 2 }],
    ['import numpy\n', { type: 'ModuleNotFoundError', line: 1, russian: expect.stringContaining('модуль numpy недоступен: здесь работает только стандартная библиотека Python') }],
    ['import json\njson.loads("{")\n', { type: 'json.decoder.JSONDecodeError', line: 2 }],
  ])('%j', async (code, expected) => {
    const error = await errorOf(code, 'одна строка');
    expect(error).toMatchObject(expected);
    expect(error.traceback).toContain('File "main.py"');
  });

  it('takes the last exception of a chain and the line it was raised on', async () => {
    const error = await errorOf('try:\n    1 / 0\nexcept ZeroDivisionError:\n    raise ValueError("плохо")\n');
    expect(error).toMatchObject({ type: 'ValueError', message: 'плохо', line: 4, russian: 'Строка 4: неподходящее значение: плохо (ValueError)' });
    expect(error.traceback).toContain('ZeroDivisionError');
  });

  it('keeps a message over several lines, and notes', async () => {
    const error = await errorOf('e = ValueError("первая\\nвторая")\ne.add_note("заметка")\nraise e\n');
    expect(error).toMatchObject({ type: 'ValueError', message: 'первая\nвторая\nзаметка', line: 3 });
  });

  it("shows no frame of the runner's own", async () => {
    const error = await errorOf('print(x)\n');
    expect(error.traceback).toBe("Traceback (most recent call last):\n  File \"main.py\", line 1, in <module>\n    print(x)\n          ^\nNameError: name 'x' is not defined\n");
  });
});

describe('parsePythonError on text alone', () => {
  it('reads an exception with no message and no frame in main.py', () => {
    expect(parsePythonError('Traceback (most recent call last):\n  File "<exec>", line 1, in <module>\nStopIteration\n')).toMatchObject({
      type: 'StopIteration',
      message: '',
      line: null,
      russian: 'ошибка при выполнении (StopIteration)',
    });
  });
});
