/**
 * Type 16 — recursive functions. The reference solutions fill a table bottom-up (memoisation without
 * a deep call stack) and use BigInt wherever the values outgrow 2^53.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: bigint | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** Values F(from..to) of a recurrence that refers only to smaller arguments. */
function tableUp<T>(to: number, f: (n: number, get: (k: number) => T) => T): T[] {
  const values: T[] = [];
  const get = (k: number): T => {
    const v = values[k];
    if (v === undefined) throw new Error(`type 16: F(${k}) needed before it is known`);
    return v;
  };
  for (let n = 0; n <= to; n++) values[n] = f(n, get);
  return values;
}

export const type16Tasks: DemoTask[] = [
  {
    key: 't16-1',
    type: 16,
    difficulty: 1,
    text:
      '<p>Алгоритм вычисления значения функции <i>F</i>(<i>n</i>), где <i>n</i> — натуральное число, задан следующими соотношениями:</p>' +
      '<p><i>F</i>(<i>n</i>) = 1 при <i>n</i> = 1;<br><i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + 3<i>n</i> − 2, если <i>n</i> &gt; 1.</p>' +
      '<p>Чему равно значение функции <i>F</i>(40)?</p>',
    answer: field(2380),
    solve: () => field(tableUp<number>(40, (n, get) => (n <= 1 ? 1 : get(n - 1) + 3 * n - 2))[40] ?? NaN),
  },
  {
    key: 't16-2',
    type: 16,
    difficulty: 2,
    text:
      '<p>Алгоритм вычисления значения функции <i>F</i>(<i>n</i>), где <i>n</i> — натуральное число, задан следующими соотношениями:</p>' +
      '<p><i>F</i>(<i>n</i>) = 1 при <i>n</i> = 1;<br><i>F</i>(<i>n</i>) = <i>n</i> · <i>F</i>(<i>n</i> − 1), если <i>n</i> &gt; 1.</p>' +
      '<p>Чему равно значение выражения <i>F</i>(2024) / <i>F</i>(2021)?</p>',
    answer: field(8279184144),
    solve: () => {
      const f = tableUp<bigint>(2024, (n, get) => (n <= 1 ? 1n : BigInt(n) * get(n - 1)));
      return field((f[2024] ?? 0n) / (f[2021] ?? 1n));
    },
  },
  {
    key: 't16-3',
    type: 16,
    difficulty: 2,
    text:
      '<p>Алгоритм вычисления значения функции <i>F</i>(<i>n</i>), где <i>n</i> — целое неотрицательное число, задан следующими соотношениями:</p>' +
      '<p><i>F</i>(<i>n</i>) = 0 при <i>n</i> = 0;<br>' +
      '<i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> / 2) + 1, если <i>n</i> &gt; 0 и <i>n</i> чётно;<br>' +
      '<i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + 2, если <i>n</i> нечётно.</p>' +
      '<p>Сколько существует натуральных значений <i>n</i>, не превышающих 1000, для которых <i>F</i>(<i>n</i>) = 12?</p>',
    answer: field(27),
    solve: () => {
      const f = tableUp<number>(1000, (n, get) => (n === 0 ? 0 : n % 2 === 0 ? get(n / 2) + 1 : get(n - 1) + 2));
      return field(f.filter((v, n) => n >= 1 && v === 12).length);
    },
  },
  {
    key: 't16-4',
    type: 16,
    difficulty: 3,
    text:
      '<p>Алгоритм вычисления значений функций <i>F</i>(<i>n</i>) и <i>G</i>(<i>n</i>), где <i>n</i> — натуральное число, задан следующими соотношениями:</p>' +
      '<p><i>F</i>(1) = 1; <i>G</i>(1) = 1;<br>' +
      '<i>F</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) − 2 · <i>G</i>(<i>n</i> − 1), если <i>n</i> &gt; 1;<br>' +
      '<i>G</i>(<i>n</i>) = <i>F</i>(<i>n</i> − 1) + <i>G</i>(<i>n</i> − 1) + <i>n</i>, если <i>n</i> &gt; 1.</p>' +
      '<p>Чему равно значение <i>F</i>(25)?</p>',
    answer: field(-642223),
    solve: () => {
      const fg = tableUp<[bigint, bigint]>(25, (n, get) => {
        if (n <= 1) return [1n, 1n];
        const [f, g] = get(n - 1);
        return [f - 2n * g, f + g + BigInt(n)];
      });
      return field(fg[25]?.[0] ?? NaN);
    },
  },
  {
    key: 't16-5',
    type: 16,
    difficulty: 3,
    text:
      '<p>Алгоритм вычисления значения функции <i>F</i>(<i>n</i>), где <i>n</i> — натуральное число, задан следующими соотношениями:</p>' +
      '<p><i>F</i>(<i>n</i>) = <i>n</i>, если <i>n</i> ≥ 2025;<br><i>F</i>(<i>n</i>) = <i>n</i> + <i>F</i>(<i>n</i> + 2), если <i>n</i> &lt; 2025.</p>' +
      '<p>Чему равно значение выражения <i>F</i>(82) − <i>F</i>(81)?</p>',
    answer: field(973),
    solve: () => {
      // The recursion runs upwards, so the table is filled from the top; plain numbers stay below 2^53.
      const f = new Map<number, number>();
      for (let n = 2026; n >= 81; n--) f.set(n, n >= 2025 ? n : n + (f.get(n + 2) ?? NaN));
      return field((f.get(82) ?? NaN) - (f.get(81) ?? NaN));
    },
  },
];
