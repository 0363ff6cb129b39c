import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodePython } from './run-python-in-node';

let python: Awaited<ReturnType<typeof loadNodePython>>;

beforeAll(async () => {
  python = await loadNodePython();
});

describe('the Python session on a real Pyodide', () => {
  it('runs a program, streams what it prints and reports the time', async () => {
    const run = await python.run('print("Привет")\nprint(2 + 3)\n');
    expect(run.output).toBe('Привет\n5\n');
    expect(run.result).toEqual({ kind: 'finished', seconds: expect.any(Number) });
    expect(run.lastLine).toBe('5');
  });

  it('feeds input() the lines of the input box one by one, and sys.stdin the rest', async () => {
    const run = await python.run('a = int(input())\nb = input("b? ")\nimport sys\nprint(a * 2, b)\nprint(sys.stdin.read().split())\n', { stdin: '21\nслово\n3 4\n5' });
    expect(run.output).toBe("b? 42 слово\n['3', '4', '5']\n");
  });

  it("puts the task's files in the working folder under their names, and removes what the last run wrote", async () => {
    const first = await python.run('with open("out.txt", "w") as f:\n    f.write("x")\nprint(sorted(__import__("os").listdir()))\nprint(sum(map(int, open("27_B.txt"))))\n', { files: { '27_B.txt': '1\n2\n3\n', '27_A.txt': '5\n' } });
    expect(first.output).toBe("['27_A.txt', '27_B.txt', 'out.txt']\n6\n");
    const second = await python.run('import os\nos.makedirs("d")\nos.chdir("d")\n', { files: {} });
    expect(second.result.kind).toBe('finished');
    const third = await python.run('import os\nprint(os.listdir(), os.getcwd())\n', { files: { 'inf_26.ods': new Uint8Array([80, 75, 3, 4]) } });
    expect(third.output).toBe("['inf_26.ods'] /home/pyodide\n");
  });

  it('starts each run with fresh globals', async () => {
    await python.run('secret = 42\nimport math\n');
    const run = await python.run('print(__name__, "secret" in globals(), "math" in globals())\n');
    expect(run.output).toBe('__main__ False False\n');
  });

  it("puts stderr in the output but not in the last line, and counts a program's sys.exit as finished", async () => {
    const run = await python.run('import sys\nprint("ответ 17")\nprint("отладка", file=sys.stderr)\nprint("   ")\nsys.exit(1)\n');
    expect(run.output).toBe('ответ 17\nотладка\n   \n');
    expect(run.lastLine).toBe('ответ 17');
    expect(run.result.kind).toBe('finished');
  });

  it('sends many prints in a few batches', async () => {
    const run = await python.run('for i in range(20000):\n    print(i)\n');
    expect(run.output.split('\n')).toHaveLength(20001);
    expect(run.batches).toBeLessThan(200);
    expect(run.lastLine).toBe('19999');
  });

  it('drops output past 1 MB once, keeps running, and still knows the last line', async () => {
    const run = await python.run('print("x" * 1_500_000)\nprint("и дальше")\nprint(6 * 7)\n');
    expect(run.output).toHaveLength(1_000_000);
    expect(run.truncated).toBe(true);
    expect(run.lastLine).toBe('42');
    expect(run.result.kind).toBe('finished');
    const next = await python.run('print(1)\n');
    expect(next).toMatchObject({ output: '1\n', truncated: false });
  });
});
