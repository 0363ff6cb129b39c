import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 11: identifiers stored symbol by symbol with the fewest whole bits per symbol and the fewest
 * whole bytes per identifier; the question asks for the memory of K identifiers with extra data, or
 * for the extra data per user given the total.
 */
type Params = { length: number; alphabet: number; users: number; extra: number; ask: 'total' | 'extra'; total: number };

const bitsFor = (alphabet: number) => Math.ceil(Math.log2(alphabet));
const bytesFor = (length: number, alphabet: number) => Math.ceil((length * bitsFor(alphabet)) / 8);

function solve(p: Params): GeneratedAnswer | null {
  return fieldAnswer(p.ask === 'total' ? p.users * (bytesFor(p.length, p.alphabet) + p.extra) : p.total / p.users - bytesFor(p.length, p.alphabet));
}

/** The checker: grows the bits until the alphabet fits and the bytes until the bits fit. */
function check(p: Params): GeneratedAnswer | null {
  let bits = 0;
  while (2 ** bits < p.alphabet) bits++;
  let bytes = 0;
  while (bytes * 8 < p.length * bits) bytes++;
  if (p.ask === 'total') return fieldAnswer(p.users * (bytes + p.extra));
  let extra = 0;
  while (p.users * (bytes + extra) < p.total) extra++;
  return p.users * (bytes + extra) === p.total ? fieldAnswer(extra) : null;
}

export const type11Generator: TaskGenerator<Params> = {
  type: 11,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const length = random.int(7, 30);
    const alphabet = random.int(10, difficulty === 1 ? 64 : 3000);
    // A power of two hides the rounding of bits: keep the draws where rounding matters.
    if (Number.isInteger(Math.log2(alphabet))) return null;
    // Rounding to whole bytes must matter too.
    if ((length * bitsFor(alphabet)) % 8 === 0) return null;
    const users = random.pick([20, 30, 40, 50, 64, 100, 128, 200, 256, 500, 1000]);
    const extra = random.int(5, 40);
    const ask = difficulty === 1 ? 'total' : random.pick(['total', 'extra'] as const);
    return { length, alphabet, users, extra, ask, total: users * (bytesFor(length, alphabet) + extra) };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const bits = bitsFor(p.alphabet);
    const bytes = bytesFor(p.length, p.alphabet);
    const head = `<p>При регистрации в компьютерной системе каждому объекту присваивается идентификатор, состоящий из ${p.length} символов и содержащий только символы из ${p.alphabet}-символьного набора. В базе данных для хранения каждого идентификатора отведено одинаковое и минимально возможное целое число байт. При этом используется посимвольное кодирование идентификаторов, все символы кодируются одинаковым и минимально возможным количеством бит.`;
    const text =
      p.ask === 'total'
        ? `${head} Кроме собственно идентификатора, для каждого объекта в системе хранятся дополнительные сведения, для чего отведено ${p.extra} байт на один объект.</p><p>Определите объём памяти (в байтах), необходимый для хранения сведений о ${p.users} объектах. В ответе запишите только целое число — количество байт.</p>`
        : `${head} Кроме собственно идентификатора, для каждого объекта в системе хранятся дополнительные сведения, для чего отведено одинаковое для всех объектов целое число байт.</p><p>Для хранения сведений о ${p.users} объектах потребовалось ${p.total} байт. Сколько байт выделено для хранения дополнительных сведений об одном объекте? В ответе запишите только целое число — количество байт.</p>`;
    const steps =
      `<p>Символ из набора в ${p.alphabet} символов кодируется ${bits} битами: 2<sup>${bits - 1}</sup> &lt; ${p.alphabet} ≤ 2<sup>${bits}</sup>.</p>` +
      `<p>Идентификатор: ${p.length} · ${bits} = ${p.length * bits} бит, округляем вверх до целых байт: ${bytes} байт.</p>` +
      (p.ask === 'total'
        ? `<p>На объект ${bytes} + ${p.extra} = ${bytes + p.extra} байт, на ${p.users} объектов — ${value} байт.</p>`
        : `<p>На один объект ${p.total} / ${p.users} = ${p.total / p.users} байт, из них ${bytes} — идентификатор, остаётся ${value} байт.</p>`);
    const python =
      `bits = 0\nwhile 2 ** bits < ${p.alphabet}:\n    bits += 1\nid_bytes = (${p.length} * bits + 7) // 8\n` +
      (p.ask === 'total' ? `print(${p.users} * (id_bytes + ${p.extra}))\n` : `print(${p.total} // ${p.users} - id_bytes)\n`);
    return { text, files: [], steps, python };
  },
};
