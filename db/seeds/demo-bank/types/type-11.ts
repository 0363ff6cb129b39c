/**
 * Type 11: memory for passwords and identifiers (per-symbol coding with a minimal equal number of
 * bits, records rounded up to whole bytes). Forward tasks compute; inverse tasks ("how long / how
 * big may the alphabet be") search over candidates with the same forward formula.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** Minimal equal number of bits per symbol for an alphabet of `n` symbols. */
const bitsFor = (n: number) => Math.ceil(Math.log2(n));
/** Bytes for one record of `length` symbols coded with `bits` bits each, rounded up to whole bytes. */
const recordBytes = (length: number, bits: number) => Math.ceil((length * bits) / 8);

function maxWhere(from: number, to: number, ok: (v: number) => boolean): number {
  let best = -1;
  for (let v = from; v <= to; v++) if (ok(v)) best = v;
  if (best < 0) throw new Error('type 11: no value fits');
  return best;
}

const RULES =
  'В базе данных для хранения каждого идентификатора отведено одинаковое и минимально возможное целое число байт. ' +
  'При этом используется посимвольное кодирование, все символы кодируются одинаковым и минимально возможным количеством бит.';

const t1 = { length: 15, alphabet: 12, extra: 24, objects: 20 };
const t2 = { length: 17, alphabet: 26 + 26 + 10, passwords: 65536 };
const t3 = { alphabet: 26, objects: 50, limit: 1000 };
const t4 = { letters: 8, alphabet: 23, maxNumber: 5000, users: 30, total: 1500 };
const t5 = { length: 19, passwords: 100, total: 1200 };

export const type11Tasks: DemoTask[] = [
  {
    key: 't11-1',
    type: 11,
    difficulty: 1,
    text:
      `<p>При регистрации в компьютерной системе каждому объекту присваивается идентификатор, состоящий из ${t1.length} символов ` +
      `и содержащий только символы из ${t1.alphabet}-символьного набора: А, В, C, D, Е, F, G, H, K, L, M, N. ${RULES} ` +
      `Кроме собственно идентификатора, для каждого объекта в системе хранятся дополнительные сведения, для чего отведено ${t1.extra} байта на один объект.</p>` +
      `<p>Определите объём памяти (в байтах), необходимый для хранения сведений о ${t1.objects} объектах. В ответе запишите только целое число — количество байт.</p>`,
    answer: field('640'),
    solve: () => field((recordBytes(t1.length, bitsFor(t1.alphabet)) + t1.extra) * t1.objects),
  },
  {
    key: 't11-2',
    type: 11,
    difficulty: 2,
    text:
      `<p>При регистрации на сайте каждый пользователь получает пароль длиной ${t2.length} символов, содержащий только заглавные и строчные ` +
      'латинские буквы (всего используется 26 букв латинского алфавита) и десятичные цифры. В базе данных для хранения каждого пароля ' +
      'отведено одинаковое и минимально возможное целое число байт. При этом используется посимвольное кодирование паролей, ' +
      'все символы кодируются одинаковым и минимально возможным количеством бит.</p>' +
      `<p>Определите объём памяти (в Кбайт), необходимый для хранения ${t2.passwords} паролей. В ответе запишите только целое число.</p>`,
    answer: field('832'),
    solve: () => field((recordBytes(t2.length, bitsFor(t2.alphabet)) * t2.passwords) / 1024),
  },
  {
    key: 't11-3',
    type: 11,
    difficulty: 2,
    text:
      `<p>Каждому сотруднику предприятия выдаётся идентификатор, состоящий только из заглавных латинских букв (всего ${t3.alphabet} букв). ` +
      `${RULES} Для хранения идентификаторов ${t3.objects} сотрудников отведено не более ${t3.limit} байт.</p>` +
      '<p>Какова наибольшая возможная длина идентификатора? В ответе запишите только целое число.</p>',
    answer: field('32'),
    solve: () => field(maxWhere(1, 10000, (len) => recordBytes(len, bitsFor(t3.alphabet)) * t3.objects <= t3.limit)),
  },
  {
    key: 't11-4',
    type: 11,
    difficulty: 3,
    text:
      '<p>Идентификатор пользователя системы состоит из двух частей. Первая часть — последовательность из ' +
      `${t4.letters} символов, каждый из которых — одна из ${t4.alphabet} допустимых букв; она кодируется посимвольно, все буквы кодируются ` +
      'одинаковым и минимально возможным количеством бит. Вторая часть — натуральное число, не превышающее ' +
      `${t4.maxNumber}; оно записывается как двоичное целое минимально возможным для всех таких чисел количеством бит. ` +
      'Две части записываются подряд, и на весь идентификатор отводится минимально возможное целое число байт.</p>' +
      '<p>Кроме идентификатора, для каждого пользователя хранятся дополнительные сведения, занимающие одинаковое для всех пользователей ' +
      `целое число байт. Сведения о ${t4.users} пользователях заняли ${t4.total} байт. Сколько байт отведено для хранения ` +
      'дополнительных сведений об одном пользователе?</p>',
    answer: field('43'),
    solve: () => {
      const idBytes = Math.ceil((t4.letters * bitsFor(t4.alphabet) + bitsFor(t4.maxNumber + 1)) / 8);
      return field(t4.total / t4.users - idBytes);
    },
  },
  {
    key: 't11-5',
    type: 11,
    difficulty: 3,
    text:
      `<p>Пароль пользователя состоит из ${t5.length} символов некоторого алфавита. В базе данных для хранения каждого пароля отведено ` +
      'одинаковое и минимально возможное целое число байт; используется посимвольное кодирование, все символы кодируются одинаковым ' +
      `и минимально возможным количеством бит. Для хранения ${t5.passwords} паролей потребовалось ${t5.total} байт.</p>` +
      '<p>Какое наибольшее количество символов может содержать алфавит, из которого составляются пароли?</p>',
    answer: field('32'),
    solve: () => field(maxWhere(2, 100000, (n) => recordBytes(t5.length, bitsFor(n)) * t5.passwords === t5.total)),
  },
];
