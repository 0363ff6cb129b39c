import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 16: a recursive function given by relations; the question asks for F(n) or for a difference
 * of two values whose direct recursion would be too deep for a naive program.
 */
type Params = { base: number; stop: number; a: number; b: number; kind: 'linear' | 'double' | 'parity'; x: number; y: number | null };

function relationsHtml(p: Params): string {
  const head = `<p><i>F</i>(<i>n</i>) = ${p.base} при <i>n</i> ≤ ${p.stop};</p>`;
  switch (p.kind) {
    case 'linear':
      return `${head}<p><i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + ${p.a}·<i>n</i> − ${p.b}, если <i>n</i> &gt; ${p.stop}.</p>`;
    case 'double':
      return `${head}<p><i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + <i>F</i>(<i>n</i> − 2) + ${p.a}, если <i>n</i> &gt; ${p.stop}.</p>`;
    case 'parity':
      return `${head}<p><i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + ${p.a}, если <i>n</i> &gt; ${p.stop} и <i>n</i> чётно;</p><p><i>F</i>(<i>n</i>) = ${p.b}·<i>F</i>(<i>n</i> − 2) − <i>n</i>, если <i>n</i> &gt; ${p.stop} и <i>n</i> нечётно.</p>`;
  }
}

function pythonOf(p: Params): string {
  const body = {
    linear: `F(n - 1) + ${p.a} * n - ${p.b}`,
    double: `F(n - 1) + F(n - 2) + ${p.a}`,
    parity: `(F(n - 1) + ${p.a}) if n % 2 == 0 else (${p.b} * F(n - 2) - n)`,
  }[p.kind];
  const ask = p.y === null ? `print(F(${p.x}))` : `print(F(${p.x}) - F(${p.y}))`;
  return `import sys\nfrom functools import lru_cache\nsys.setrecursionlimit(10000)\n\n@lru_cache(None)\ndef F(n):\n    if n <= ${p.stop}:\n        return ${p.base}\n    return ${body}\n\n# разогрев кэша снизу вверх, чтобы не упереться в глубину рекурсии\nfor i in range(${p.x + 1}):\n    F(i)\n${ask}\n`;
}

/** Bottom-up with BigInt: the values of 'double' and 'parity' outgrow 2^53. */
function solve(p: Params): GeneratedAnswer | null {
  const f: bigint[] = [];
  for (let n = 0; n <= p.x; n++) {
    if (n <= p.stop) f[n] = BigInt(p.base);
    else if (p.kind === 'linear') f[n] = f[n - 1]! + BigInt(p.a * n - p.b);
    else if (p.kind === 'double') f[n] = f[n - 1]! + f[n - 2]! + BigInt(p.a);
    else f[n] = n % 2 === 0 ? f[n - 1]! + BigInt(p.a) : BigInt(p.b) * f[n - 2]! - BigInt(n);
  }
  return fieldAnswer(p.y === null ? f[p.x]! : f[p.x]! - f[p.y]!);
}

/** The checker: top-down recursion with a memo, the way the students' program runs. */
function check(p: Params): GeneratedAnswer | null {
  const memo = new Map<number, bigint>();
  const F = (n: number): bigint => {
    const known = memo.get(n);
    if (known !== undefined) return known;
    let v: bigint;
    if (n <= p.stop) v = BigInt(p.base);
    else if (p.kind === 'linear') v = F(n - 1) + BigInt(p.a) * BigInt(n) - BigInt(p.b);
    else if (p.kind === 'double') v = F(n - 1) + F(n - 2) + BigInt(p.a);
    else v = n % 2 === 0 ? F(n - 1) + BigInt(p.a) : BigInt(p.b) * F(n - 2) - BigInt(n);
    memo.set(n, v);
    return v;
  };
  // Warm the memo upwards so the recursion never goes deep.
  for (let n = 0; n <= p.x; n += 500) F(n);
  return fieldAnswer(p.y === null ? F(p.x) : F(p.x) - F(p.y));
}

export const type16Generator: TaskGenerator<Params> = {
  type: 16,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const kind = difficulty === 1 ? 'linear' : random.pick(['linear', 'double', 'parity'] as const);
    const stop = random.int(1, 3);
    const base = random.int(1, 5);
    const a = random.int(2, 7);
    const b = kind === 'parity' ? random.int(2, 3) : random.int(1, 9);
    if (difficulty === 1) return { kind, stop, base, a, b, x: random.int(20, 60), y: null };
    // Large arguments: the answer is a difference, so the huge common part cancels.
    const x = kind === 'linear' ? random.int(1500, 3000) : random.int(40, 80);
    return { kind, stop, base, a, b, x, y: x - random.int(2, 4) };
  },
  solve,
  check,
  render(p, answer) {
    const ask =
      p.y === null ? `<p>Чему равно значение функции <i>F</i>(${p.x})?</p>` : `<p>Чему равно значение выражения <i>F</i>(${p.x}) − <i>F</i>(${p.y})?</p>`;
    const text = `<p>Алгоритм вычисления значения функции <i>F</i>(<i>n</i>), где <i>n</i> — натуральное число, задан следующими соотношениями:</p>${relationsHtml(p)}${ask}`;
    const steps =
      '<p>Записываем соотношения как рекурсивную функцию и запоминаем уже вычисленные значения (<code>lru_cache</code>), иначе число вызовов растёт экспоненциально.</p>' +
      `<p>Чтобы не превысить глубину рекурсии, сначала вычисляем значения снизу вверх от 0 до ${p.x}. Ответ: ${(answer as { value: string }).value}.</p>`;
    return { text, files: [], steps, python: pythonOf(p) };
  },
};
