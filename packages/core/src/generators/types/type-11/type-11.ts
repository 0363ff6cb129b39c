import { countRu, pluralRu, type RussianForms } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 11: identifiers of N symbols from an alphabet of M, stored symbol by symbol with the fewest
 * whole bits per symbol and the fewest whole bytes per identifier. Three families (README, ## 11):
 * the memory for K records, the extra data per record given the total, and the largest alphabet that
 * gives the total.
 */
type Family = 'memory' | 'extra' | 'alphabet';

type Params = {
  family: Family;
  length: number;
  /** The alphabet's size; `letters` > 0 says it as digits, Latin capitals and small letters and `alphabet − 62` more. */
  alphabet: number;
  letters: boolean;
  users: number;
  /** Bytes of extra data per record (0: none). */
  extra: number;
  /** The total is said in Кбайт (1 Кбайт = 1024 байта); the number of records then makes it whole. */
  kilobytes: boolean;
  /** The total memory in bytes (given in 'extra' and 'alphabet', asked in 'memory'). */
  total: number;
};

const symbolForms = {
  genitive: ['символа', 'символов', 'символов'],
  accusative: ['символ', 'символа', 'символов'],
} as const satisfies Record<string, RussianForms>;
const byteForms: RussianForms = ['байт', 'байта', 'байт'];
const bitForms: RussianForms = ['бит', 'бита', 'бит'];
const bitInstrumental: RussianForms = ['битом', 'битами', 'битами'];
const recordPrepositional: RussianForms = ['объекте', 'объектах', 'объектах'];
const recordAccusative: RussianForms = ['объект', 'объекта', 'объектов'];

const bitsFor = (alphabet: number) => Math.ceil(Math.log2(alphabet));
const bytesFor = (length: number, bits: number) => Math.ceil((length * bits) / 8);

/** The most bits a symbol may take for an identifier of `length` symbols to fill exactly `bytes` bytes (null: none). */
function largestBits(length: number, bytes: number): number | null {
  const bits = Math.floor((bytes * 8) / length);
  return bits >= 1 && bytesFor(length, bits) === bytes ? bits : null;
}

function solve(p: Params): GeneratedAnswer | null {
  const idBytes = bytesFor(p.length, bitsFor(p.alphabet));
  if (p.family === 'memory') {
    const total = p.users * (idBytes + p.extra);
    return fieldAnswer(p.kilobytes ? total / 1024 : total);
  }
  if (p.total % p.users !== 0) return null;
  const perRecord = p.total / p.users;
  if (p.family === 'extra') return fieldAnswer(perRecord - idBytes);
  const bits = largestBits(p.length, perRecord - p.extra);
  return bits === null ? null : fieldAnswer(2 ** bits);
}

/** The checker: grows bits and bytes one by one; the alphabet is found by trying every bit width up to 17. */
function check(p: Params): GeneratedAnswer | null {
  const bytesOf = (alphabet: number) => {
    let bits = 0;
    while (2 ** bits < alphabet) bits++;
    let bytes = 0;
    while (bytes * 8 < p.length * bits) bytes++;
    return bytes;
  };
  if (p.family === 'memory') {
    let total = 0;
    for (let i = 0; i < p.users; i++) total += bytesOf(p.alphabet) + p.extra;
    if (!p.kilobytes) return fieldAnswer(total);
    return total % 1024 === 0 ? fieldAnswer(total / 1024) : null;
  }
  if (p.family === 'extra') {
    const idBytes = bytesOf(p.alphabet);
    let extra = 0;
    while (p.users * (idBytes + extra) < p.total) extra++;
    return p.users * (idBytes + extra) === p.total ? fieldAnswer(extra) : null;
  }
  // The alphabets of one bit width all take the same bytes: try each width at its largest alphabet.
  let largest: number | null = null;
  for (let bits = 1; bits <= 17; bits++) if (p.users * (bytesOf(2 ** bits) + p.extra) === p.total) largest = 2 ** bits;
  return largest === null || largest === 2 ** 17 ? null : fieldAnswer(largest);
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['memory', 'extra', 'alphabet'] as const);
  const length = difficulty === 1 ? random.int(7, 30) : difficulty === 2 ? random.int(10, 120) : random.int(60, 300);
  const letters = difficulty === 3 && family === 'memory';
  const alphabet = letters ? 62 + random.int(10, 2000) : random.int(10, difficulty === 1 ? 64 : 3000);
  // A power of two hides the rounding of bits, and a whole number of bytes hides the rounding of bytes.
  if (Number.isInteger(Math.log2(alphabet))) return null;
  const bits = bitsFor(alphabet);
  if ((length * bits) % 8 === 0) return null;
  const kilobytes = difficulty === 3;
  const users = kilobytes ? random.pick([1024, 2048, 4096, 8192, 16384, 32768, 65536]) : random.pick([20, 30, 40, 50, 64, 100, 128, 200, 256, 500, 1000]);
  const extra = family !== 'extra' && difficulty === 1 ? 0 : random.int(5, 60);
  const total = users * (bytesFor(length, bits) + extra);
  return { family, length, alphabet, letters, users, extra, kilobytes, total };
}

function alphabetHtml(p: Params): string {
  if (!p.letters) return `только символы из ${p.alphabet}-символьного набора`;
  const more = p.alphabet - 62;
  return `только десятичные цифры, заглавные и строчные буквы латинского алфавита (в нём 26 букв) и ещё ${more} ${pluralRu(more, ['специальный символ', 'специальных символа', 'специальных символов'])} (все символы различны)`;
}

const totalHtml = (p: Params) => (p.kilobytes ? `${p.total / 1024} Кбайт` : countRu(p.total, byteForms));

function statementOf(p: Params): string {
  const alphabetSaid = p.family === 'alphabet' ? 'только символы некоторого алфавита' : alphabetHtml(p);
  const head =
    `<p>При регистрации в компьютерной системе каждому объекту присваивается идентификатор, состоящий из ${countRu(p.length, symbolForms.genitive)} и содержащий ${alphabetSaid}. ` +
    'В базе данных для хранения каждого идентификатора отведено одинаковое и минимально возможное целое число байт. ' +
    'При этом используется посимвольное кодирование идентификаторов, все символы кодируются одинаковым и минимально возможным количеством бит.';
  const extraSaid =
    p.family === 'extra'
      ? ' Кроме собственно идентификатора, для каждого объекта в системе хранятся дополнительные сведения, для чего отведено одинаковое для всех объектов целое число байт.'
      : p.extra > 0
        ? ` Кроме собственно идентификатора, для каждого объекта в системе хранятся дополнительные сведения, для чего отведено ${countRu(p.extra, byteForms)} на один объект.`
        : '';
  const records = `${p.users} ${pluralRu(p.users, recordPrepositional)}`;
  const unit = p.kilobytes ? 'Кбайт' : 'байт';
  const kilobyte = p.kilobytes ? ' (1 Кбайт = 1024 байта)' : '';
  switch (p.family) {
    case 'memory':
      return `${head}${extraSaid}</p><p>Определите объём памяти ${p.kilobytes ? `в Кбайт${kilobyte}` : '(в байтах)'}, необходимый для хранения сведений о ${records}. В ответе запишите только целое число — количество ${unit}.</p>`;
    case 'extra':
      return `${head}${extraSaid}</p><p>Для хранения сведений о ${records} потребовалось ${totalHtml(p)}${kilobyte}. Сколько байт выделено для хранения дополнительных сведений об одном объекте? В ответе запишите только целое число — количество байт.</p>`;
    case 'alphabet':
      return `${head}${extraSaid}</p><p>Для хранения сведений о ${records} потребовалось ${totalHtml(p)}${kilobyte}. Какое наибольшее количество символов может содержать алфавит, из символов которого составляются идентификаторы? В ответе запишите только целое число.</p>`;
  }
}

function stepsOf(p: Params, value: string): string {
  const bits = bitsFor(p.alphabet);
  const idBytes = bytesFor(p.length, bits);
  const perRecord = idBytes + p.extra;
  const total = countRu(p.total, byteForms);
  const toBytes = p.kilobytes ? `<p>${p.total / 1024} Кбайт = ${p.total / 1024} · 1024 = ${total}.</p>` : '';
  if (p.family === 'alphabet') {
    const idShare = perRecord - p.extra;
    const best = Math.log2(Number(value));
    return (
      toBytes +
      `<p>На один объект ${p.total} / ${p.users} = ${countRu(perRecord, byteForms)}` +
      (p.extra > 0 ? `, из них ${p.extra} — дополнительные сведения, на идентификатор остаётся ${countRu(idShare, byteForms)}.</p>` : ' — это идентификатор.</p>') +
      `<p>${countRu(idShare, byteForms)} = ${countRu(idShare * 8, bitForms)} на ${countRu(p.length, symbolForms.accusative)}: на символ не больше ${idShare * 8} / ${p.length} ≈ ${((idShare * 8) / p.length).toFixed(2).replace('.', ',')} бита, то есть ${countRu(best, bitForms)} ` +
      `(${p.length} · ${best} = ${countRu(p.length * best, bitForms)} — это ${countRu(idShare, byteForms)}). ${countRu(best, bitForms)} кодируют не больше 2<sup>${best}</sup> = ${countRu(Number(value), symbolForms.genitive)}.</p>`
    );
  }
  const symbolStep = p.letters
    ? `<p>В алфавите 10 + 26 + 26 + ${p.alphabet - 62} = ${countRu(p.alphabet, symbolForms.accusative)}.</p>`
    : '';
  const common =
    symbolStep +
    `<p>Символ из набора в ${countRu(p.alphabet, symbolForms.accusative)} кодируется ${bits} ${pluralRu(bits, bitInstrumental)}: 2<sup>${bits - 1}</sup> &lt; ${p.alphabet} ≤ 2<sup>${bits}</sup>.</p>` +
    `<p>Идентификатор: ${p.length} · ${bits} = ${countRu(p.length * bits, bitForms)}, округляем вверх до целых байт: ${countRu(idBytes, byteForms)}.</p>`;
  if (p.family === 'memory') {
    const perAll = p.users * perRecord;
    const onRecord = p.extra > 0 ? `На объект ${idBytes} + ${p.extra} = ${countRu(perRecord, byteForms)}, на` : 'На';
    const inKilobytes = p.kilobytes ? `; ${perAll} / 1024 = ${value} Кбайт` : '';
    return `${common}<p>${onRecord} ${p.users} ${pluralRu(p.users, recordAccusative)} — ${countRu(perAll, byteForms)}${inKilobytes}.</p>`;
  }
  return `${toBytes}${common}<p>На один объект ${p.total} / ${p.users} = ${countRu(perRecord, byteForms)}, из них ${idBytes} — идентификатор, остаётся ${countRu(Number(value), byteForms)}.</p>`;
}

function pythonOf(p: Params): string {
  const total = p.kilobytes ? `${p.total / 1024} * 1024` : String(p.total);
  switch (p.family) {
    case 'memory':
      return (
        `bits = 0\nwhile 2 ** bits < ${p.alphabet}:\n    bits += 1\nid_bytes = (${p.length} * bits + 7) // 8\n` +
        `total = ${p.users} * (id_bytes + ${p.extra})\nprint(${p.kilobytes ? 'total // 1024' : 'total'})\n`
      );
    case 'extra':
      return `bits = 0\nwhile 2 ** bits < ${p.alphabet}:\n    bits += 1\nid_bytes = (${p.length} * bits + 7) // 8\nprint(${total} // ${p.users} - id_bytes)\n`;
    case 'alphabet':
      return (
        `id_bytes = ${total} // ${p.users} - ${p.extra}\nbest = 0\nfor bits in range(1, 64):\n` +
        `    if (${p.length} * bits + 7) // 8 == id_bytes:\n        best = bits\nprint(2 ** best)\n`
      );
  }
}

export const type11Generator: TaskGenerator<Params> = {
  type: 11,
  version: 2,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    return { text: statementOf(p), files: [], steps: stepsOf(p, value), python: pythonOf(p) };
  },
};
