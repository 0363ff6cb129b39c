import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 14: number systems, in the exam's three families (README): the digits of a power expression written
 * in base b ('digits': how many digits d, zeros, non-zero digits, all digits, or their sum); operands in
 * base p with an unknown digit x (or x and y), the expression divisible by k ('unknown-digit', the
 * 2023–2026 form); and the smallest base p for which an expression of numbers written in base p is
 * divisible by k ('base').
 *
 * The solver works as the 'Разбор': BigInt's own conversion, trying every x (or p) on the whole value. The
 * checker divides by the base step by step; for x it uses that the value is linear in each unknown digit
 * (A + x·B); for p it works modulo k, where the value repeats with period k in p.
 */
type Term = { sign: 1 | -1; coefficient: number; base: number; power: number };
type DigitsAsk = { kind: 'count'; digit: number } | { kind: 'sum' } | { kind: 'length' } | { kind: 'nonzero' };
/** A number's digits from the most significant one; 'x' and 'y' are the unknown digits. */
type Operand = (number | 'x' | 'y')[];
type Params =
  | { family: 'digits'; terms: Term[]; minus: number; radix: number; ask: DigitsAsk }
  | {
      family: 'unknown-digit';
      radix: number;
      operands: Operand[];
      divisor: number;
      /** 'min'/'max' x (one unknown); for x and y: the smallest / largest quotient over all pairs. */
      pick: 'min' | 'max';
    }
  | { family: 'base'; operands: number[][]; divisor: number; answer: 'base' | 'quotient' }
  /** The easy end of 'base': the smallest base in which the decimal number has `length` digits (and ends with `last`). */
  | { family: 'base-notation'; number: number; length: number; last: number | null };

const digitName = (d: number) => (d < 10 ? String(d) : String.fromCharCode(55 + d));
const termsValue = (p: { terms: Term[]; minus: number }) =>
  p.terms.reduce((sum, t) => sum + BigInt(t.sign * t.coefficient) * BigInt(t.base) ** BigInt(t.power), 0n) - BigInt(p.minus);
const hasY = (operands: Operand[]) => operands.some((o) => o.includes('y'));

/** Horner over the digits, the unknowns replaced. */
function valueOf(digits: Operand | number[], radix: number, x = 0, y = 0): bigint {
  let v = 0n;
  const r = BigInt(radix);
  for (const d of digits) v = v * r + BigInt(d === 'x' ? x : d === 'y' ? y : d);
  return v;
}

/** How far the smallest base is searched: the value modulo k repeats with period k, so this is enough. */
const baseLimit = (p: { operands: number[][]; divisor: number }) => Math.max(...p.operands.flat()) + 1 + p.divisor;

function solve(p: Params): GeneratedAnswer | null {
  if (p.family === 'base-notation') {
    // Try every base: write the number in it and look at the notation.
    for (let radix = 2; radix <= p.number + 1; radix++) {
      const digits: number[] = [];
      for (let v = p.number; v > 0; v = Math.floor(v / radix)) digits.unshift(v % radix);
      if (digits.length === p.length && (p.last === null || digits[digits.length - 1] === p.last)) return radix === 2 ? null : fieldAnswer(radix);
    }
    return null;
  }
  if (p.family === 'digits') {
    const value = termsValue(p);
    if (value <= 0n) return null;
    const digits = value.toString(p.radix).toUpperCase();
    const { ask } = p;
    if (ask.kind === 'sum') return fieldAnswer([...digits].reduce((sum, c) => sum + parseInt(c, 36), 0));
    if (ask.kind === 'length') return fieldAnswer(digits.length);
    const count = ask.kind === 'nonzero' ? [...digits].filter((c) => c !== '0').length : [...digits].filter((c) => c === digitName(ask.digit)).length;
    return count > 0 && count < digits.length ? fieldAnswer(count) : null;
  }
  if (p.family === 'unknown-digit') {
    const k = BigInt(p.divisor);
    const total = (x: number, y: number) => p.operands.reduce((sum, o) => sum + valueOf(o, p.radix, x, y), 0n);
    const ys = hasY(p.operands) ? Array.from({ length: p.radix }, (_, i) => i) : [0];
    const found: { x: number; quotient: bigint }[] = [];
    for (let x = 0; x < p.radix; x++) for (const y of ys) if (total(x, y) % k === 0n) found.push({ x, quotient: total(x, y) / k });
    if (found.length === 0) return null;
    // One unknown: the answer is the quotient for the smallest (largest) x. Two: the smallest (largest) quotient.
    if (!hasY(p.operands)) return fieldAnswer((p.pick === 'min' ? found[0]! : found[found.length - 1]!).quotient);
    // Only one pair, or every pair, makes a question with nothing to choose.
    if (found.length < 2 || found.length === p.radix * p.radix) return null;
    const quotients = found.map((f) => f.quotient).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return fieldAnswer(p.pick === 'min' ? quotients[0]! : quotients[quotients.length - 1]!);
  }
  const minBase = Math.max(...p.operands.flat()) + 1;
  for (let radix = Math.max(2, minBase); radix <= baseLimit(p); radix++) {
    const value = p.operands.reduce((sum, o) => sum + valueOf(o, radix), 0n);
    if (value % BigInt(p.divisor) === 0n) {
      // The smallest allowed base itself is too easy to be the answer.
      if (radix === Math.max(2, minBase)) return null;
      return fieldAnswer(p.answer === 'base' ? radix : value / BigInt(p.divisor));
    }
  }
  return null;
}

function check(p: Params): GeneratedAnswer | null {
  if (p.family === 'base-notation') {
    // length digits in base r: r^(length−1) ≤ N < r^length; the last digit is N mod r (and a digit is below r).
    for (let radix = 2; radix ** (p.length - 1) <= p.number; radix++) {
      if (p.number >= radix ** p.length) continue;
      if (p.last !== null && (p.last >= radix || p.number % radix !== p.last)) continue;
      return radix === 2 ? null : fieldAnswer(radix);
    }
    return null;
  }
  if (p.family === 'digits') {
    let value = termsValue(p);
    if (value <= 0n) return null;
    const radix = BigInt(p.radix);
    const counts = new Array<number>(p.radix).fill(0);
    while (value > 0n) {
      counts[Number(value % radix)]!++;
      value /= radix;
    }
    const length = counts.reduce((a, b) => a + b, 0);
    const { ask } = p;
    if (ask.kind === 'sum') return fieldAnswer(counts.reduce((sum, c, d) => sum + c * d, 0));
    if (ask.kind === 'length') return fieldAnswer(length);
    const count = ask.kind === 'nonzero' ? length - counts[0]! : counts[ask.digit]!;
    return count > 0 && count < length ? fieldAnswer(count) : null;
  }
  if (p.family === 'unknown-digit') {
    // The value is A + x·B + y·C: B and C are the sums of the powers of p at the unknowns' places.
    const r = BigInt(p.radix);
    let a = 0n;
    let b = 0n;
    let c = 0n;
    for (const o of p.operands)
      o.forEach((d, i) => {
        const place = r ** BigInt(o.length - 1 - i);
        if (d === 'x') b += place;
        else if (d === 'y') c += place;
        else a += BigInt(d) * place;
      });
    const k = BigInt(p.divisor);
    const two = hasY(p.operands);
    const quotients: bigint[] = [];
    let all = 0;
    const xs = Array.from({ length: p.radix }, (_, i) => (p.pick === 'max' && !two ? p.radix - 1 - i : i));
    for (const x of xs)
      for (let y = 0; y < (two ? p.radix : 1); y++) {
        all++;
        const v = a + BigInt(x) * b + BigInt(y) * c;
        if (v % k === 0n) quotients.push(v / k);
      }
    if (quotients.length === 0) return null;
    if (!two) return fieldAnswer(quotients[0]!);
    if (quotients.length < 2 || quotients.length === all) return null;
    let best = quotients[0]!;
    for (const q of quotients) if (p.pick === 'min' ? q < best : q > best) best = q;
    return fieldAnswer(best);
  }
  const minBase = Math.max(2, Math.max(...p.operands.flat()) + 1);
  const residue = (radix: number) => p.operands.reduce((sum, o) => o.reduce((v, d) => (v * radix + d) % p.divisor, 0) + sum, 0) % p.divisor;
  let radix = minBase;
  while (residue(radix) !== 0) {
    if (radix >= minBase + p.divisor) return null;
    radix++;
  }
  if (radix === minBase) return null;
  if (p.answer === 'base') return fieldAnswer(radix);
  // Six digits below 10 in a base below 60: the value stays far under 2^53, a Number is exact.
  const value = p.operands.reduce((sum, o) => sum + o.reduce((v, d) => v * radix + d, 0), 0);
  return fieldAnswer(value / p.divisor);
}

// ——— drawing ———

function drawDigits(random: SeededRandom, difficulty: Difficulty): Params {
  const radix = random.pick(difficulty === 1 ? [2, 3, 4, 5, 8] : difficulty === 2 ? [3, 4, 5, 6, 7, 8, 9] : [3, 5, 6, 7, 9, 11, 16]);
  // Bases that are powers of the radix make the structure visible, as in the exam.
  const bases = [radix, radix ** 2, radix ** 3].filter((b) => b <= 729 && (difficulty > 1 || b <= 64));
  const count = difficulty === 1 ? 2 : difficulty === 2 ? 3 : random.int(3, 4);
  const terms: Term[] = Array.from({ length: count }, (_, i) => ({
    sign: difficulty === 3 && i > 0 && random.next() < 0.4 ? -1 : 1,
    coefficient: difficulty === 3 ? random.int(1, radix - 1) : 1,
    base: random.pick(bases),
    power: random.int(difficulty === 1 ? 10 : 50, difficulty === 1 ? 60 : difficulty === 2 ? 500 : 2030),
  }));
  const minus = random.int(1, difficulty === 1 ? 40 : 3000);
  const roll = random.next();
  const ask: DigitsAsk =
    roll < 0.6
      ? { kind: 'count', digit: random.pick(radix === 2 ? [0, 1] : [0, radix - 1, random.int(1, radix - 1)]) }
      : roll < 0.75
        ? { kind: 'sum' }
        : roll < 0.88
          ? { kind: 'nonzero' }
          : { kind: 'length' };
  return { family: 'digits', terms, minus, radix, ask };
}

function drawUnknownDigit(random: SeededRandom, difficulty: Difficulty): Params {
  const radix = random.int(difficulty === 1 ? 11 : 13, difficulty === 1 ? 16 : difficulty === 2 ? 25 : 35);
  const length = () => random.int(difficulty === 1 ? 4 : 5, difficulty === 1 ? 5 : 6);
  const two = difficulty === 3 && random.next() < 0.6;
  const operands: Operand[] = Array.from({ length: difficulty === 2 && random.next() < 0.4 ? 3 : 2 }, () => {
    const digits: Operand = Array.from({ length: length() }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9)));
    // The unknowns never stand first: a number does not start with a possible zero.
    const places = random.shuffle(Array.from({ length: digits.length - 1 }, (_, i) => i + 1));
    digits[places[0]!] = 'x';
    if (two) digits[places[1]!] = 'y';
    return digits;
  });
  const divisor = random.int(difficulty === 1 ? 7 : 9, difficulty === 1 ? radix - 1 : radix + 6);
  return { family: 'unknown-digit', radix, operands, divisor, pick: difficulty === 1 ? 'min' : random.pick(['min', 'max'] as const) };
}

function drawBase(random: SeededRandom, difficulty: Difficulty): Params {
  if (difficulty === 1 && random.next() < 0.5) {
    // A number with `length` digits in some base p₀, so that an answer exists (p₀ or a smaller base).
    const length = random.int(2, 4);
    const radix = random.int(length === 2 ? 10 : 4, length === 2 ? 40 : length === 3 ? 20 : 9);
    const number = random.int(radix ** (length - 1), radix ** length - 1);
    // «оканчивается цифрой d» only for a digit written as one decimal digit.
    return { family: 'base-notation', number, length, last: random.next() < 0.6 && number % radix < 10 ? number % radix : null };
  }
  const count = difficulty === 1 ? 1 : random.int(2, 3);
  const operands = Array.from({ length: count }, () => Array.from({ length: random.int(difficulty === 1 ? 3 : 3, difficulty === 3 ? 6 : 4) }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9))));
  const divisor = random.int(difficulty === 1 ? 5 : 11, difficulty === 1 ? 13 : 40);
  return { family: 'base', operands, divisor, answer: difficulty === 3 && random.next() < 0.5 ? 'quotient' : 'base' };
}

// ——— text ———

const termHtml = (t: Term, first: boolean) => `${first ? '' : t.sign < 0 ? ' − ' : ' + '}${t.coefficient > 1 ? `${t.coefficient}·` : ''}${t.base}<sup>${t.power}</sup>`;
const operandHtml = (o: Operand | number[], radix: number | string) => `${o.join('')}<sub>${radix}</sub>`;
const operandPython = (o: Operand | number[]) => `[${o.join(', ')}]`;

function renderDigits(p: Extract<Params, { family: 'digits' }>, value: string) {
  const expression = `${p.terms.map((t, i) => termHtml(t, i === 0)).join('')} − ${p.minus}`;
  const { ask } = p;
  const question =
    ask.kind === 'count'
      ? p.radix === 2
        ? `Сколько ${ask.digit === 1 ? 'единиц' : 'нулей'} содержится в этой записи?`
        : `Сколько цифр ${digitName(ask.digit)} содержится в этой записи?`
      : ask.kind === 'sum'
        ? 'Найдите сумму цифр этой записи. Ответ запишите в десятичной системе счисления.'
        : ask.kind === 'nonzero'
          ? 'Сколько цифр, отличных от нуля, содержится в этой записи?'
          : 'Сколько цифр содержится в этой записи?';
  const text = `<p>Значение арифметического выражения</p><p style="text-align:center">${expression}</p><p>записали в системе счисления с основанием ${p.radix}. ${question}</p>`;
  const pyExpr = `${p.terms.map((t, i) => `${i === 0 ? '' : t.sign < 0 ? ' - ' : ' + '}${t.coefficient > 1 ? `${t.coefficient} * ` : ''}${t.base} ** ${t.power}`).join('')} - ${p.minus}`;
  const print =
    ask.kind === 'count' ? `print(digits.count(${ask.digit}))` : ask.kind === 'sum' ? 'print(sum(digits))' : ask.kind === 'nonzero' ? 'print(len(digits) - digits.count(0))' : 'print(len(digits))';
  const python = `x = ${pyExpr}\ndigits = []\nwhile x > 0:\n    digits.append(x % ${p.radix})\n    x //= ${p.radix}\n${print}\n`;
  const what =
    ask.kind === 'count' ? `Считаем цифры ${digitName(ask.digit)}` : ask.kind === 'sum' ? 'Складываем цифры' : ask.kind === 'nonzero' ? 'Считаем цифры, отличные от нуля' : 'Считаем цифры';
  const steps = `<p>Python работает с целыми числами любой длины, поэтому значение выражения можно вычислить точно и перевести в систему с основанием ${p.radix} последовательным делением с остатком: остатки — цифры записи справа налево.</p><p>${what}: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderUnknownDigit(p: Extract<Params, { family: 'unknown-digit' }>, value: string) {
  const two = hasY(p.operands);
  const expression = p.operands.map((o) => operandHtml(o, p.radix)).join(' + ');
  const unknowns = two
    ? `В записи чисел переменными x и y обозначены неизвестные цифры из алфавита ${p.radix}-ричной системы счисления (x и y могут быть равны).`
    : `В записи чисел переменной x обозначена неизвестная цифра из алфавита ${p.radix}-ричной системы счисления.`;
  const question = two
    ? `Найдите все пары значений x и y, при которых значение данного арифметического выражения кратно ${p.divisor}. Для каждой такой пары вычислите частное от деления значения выражения на ${p.divisor} и укажите в ответе ${p.pick === 'min' ? 'наименьшее' : 'наибольшее'} из этих частных в десятичной системе счисления.`
    : `Определите ${p.pick === 'min' ? 'наименьшее' : 'наибольшее'} значение x, при котором значение данного арифметического выражения кратно ${p.divisor}. Для найденного значения x вычислите частное от деления значения арифметического выражения на ${p.divisor} и укажите его в ответе в десятичной системе счисления.`;
  const text =
    `<p>Операнды арифметического выражения записаны в системе счисления с основанием ${p.radix}:</p><p style="text-align:center">${expression}</p>` +
    `<p>${unknowns} ${question} Основание системы счисления в ответе указывать не нужно.</p>`;
  const operands = `[${p.operands.map(operandPython).join(', ')}]`.replace(/'/g, '');
  const python =
    `def value(digits, p):\n    v = 0\n    for d in digits:\n        v = v * p + d\n    return v\n\n\nP = ${p.radix}\nK = ${p.divisor}\nquotients = []\n` +
    (two
      ? `for x in range(P):\n    for y in range(P):\n        total = sum(value(o, P) for o in ${operands})\n        if total % K == 0:\n            quotients.append(total // K)\nprint(${p.pick}(quotients))\n`
      : `for x in range(P)${p.pick === 'max' ? '[::-1]' : ''}:\n    y = 0\n    total = sum(value(o, P) for o in ${operands})\n    if total % K == 0:\n        print(total // K)\n        break\n`);
  const steps =
    `<p>Цифра системы с основанием ${p.radix} — число от 0 до ${p.radix - 1}. Перебираем ${two ? 'все пары x, y' : `x ${p.pick === 'min' ? 'по возрастанию' : 'по убыванию'}`} и вычисляем значение выражения по схеме Горнера (цифры здесь — числа, так что цифры, большие 9, не нужно обозначать буквами).</p>` +
    (two
      ? `<p>Для каждой пары, при которой значение кратно ${p.divisor}, запоминаем частное; ${p.pick === 'min' ? 'наименьшее' : 'наибольшее'} из них: ${value}.</p>`
      : `<p>Первое x, при котором значение кратно ${p.divisor}, даёт частное ${value}.</p>`);
  return { text, files: [], steps, python };
}

const lengthWords: Record<number, string> = { 2: 'двузначна', 3: 'трёхзначна', 4: 'четырёхзначна' };

function renderBaseNotation(p: Extract<Params, { family: 'base-notation' }>, value: string) {
  const condition = `${lengthWords[p.length]!}${p.last === null ? '' : ` и оканчивается цифрой ${p.last}`}`;
  const text = `<p>Укажите наименьшее основание системы счисления, в которой запись десятичного числа ${p.number} ${condition}.</p>`;
  const python =
    `N = ${p.number}
p = 2
while True:
    digits = []
    v = N
    while v > 0:
        digits.append(v % p)
        v //= p
` +
    `    if len(digits) == ${p.length}${p.last === null ? '' : ` and digits[0] == ${p.last}`}:
        break
    p += 1
print(p)
`;
  const steps =
    `<p>Запись числа N в системе с основанием p содержит ${p.length} ${pluralRu(p.length, ['цифру', 'цифры', 'цифр'])}, когда p<sup>${p.length - 1}</sup> ≤ N &lt; p<sup>${p.length}</sup>` +
    (p.last === null ? '' : `; последняя цифра записи — остаток от деления N на p, он должен быть равен ${p.last} (и p &gt; ${p.last})`) +
    `.</p><p>Перебираем основания по возрастанию, начиная с 2, переводим число делением с остатком и проверяем условие. Первое подходящее основание: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderBase(p: Extract<Params, { family: 'base' }>, value: string) {
  const expression = p.operands.map((o) => operandHtml(o, 'p')).join(' + ');
  const minBase = Math.max(2, Math.max(...p.operands.flat()) + 1);
  const text =
    `<p>${p.operands.length === 1 ? 'Число' : 'Числа в выражении'}</p><p style="text-align:center">${expression}</p><p>${p.operands.length === 1 ? 'записано' : 'записаны'} в системе счисления с неизвестным основанием p. ` +
    `Определите наименьшее основание p, при котором ${p.operands.length === 1 ? 'это число' : 'значение выражения'} кратно ${p.divisor}. ` +
    (p.answer === 'base' ? 'В ответе укажите это основание.' : `В ответе запишите частное от деления ${p.operands.length === 1 ? 'этого числа' : 'значения выражения'} при найденном основании на ${p.divisor} в десятичной системе счисления.`) +
    '</p>';
  const python =
    `def value(digits, p):\n    v = 0\n    for d in digits:\n        v = v * p + d\n    return v\n\n\nK = ${p.divisor}\np = ${minBase}\n` +
    `while sum(value(o, p) for o in [${p.operands.map(operandPython).join(', ')}]) % K != 0:\n    p += 1\n` +
    (p.answer === 'base' ? 'print(p)\n' : `print(sum(value(o, p) for o in [${p.operands.map(operandPython).join(', ')}]) // K)\n`);
  const steps =
    `<p>Наибольшая цифра в записи — ${minBase - 1}, значит, основание не меньше ${minBase}. Перебираем основания по возрастанию, начиная с ${minBase}, и вычисляем значение по схеме Горнера; первое основание, при котором значение кратно ${p.divisor}, — искомое.</p>` +
    `<p>Ответ: ${value}.</p>`;
  return { text, files: [], steps, python };
}

export const type14Generator: TaskGenerator<Params> = {
  type: 14,
  // 2: three families (digits of a power expression, the unknown digit x / x and y, the smallest base).
  // 3: the smallest base in which a decimal number has k digits (and ends with d), at difficulty 1.
  version: 3,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(['digits', 'unknown-digit', 'base'] as const);
    if (family === 'digits') return drawDigits(random, difficulty);
    if (family === 'unknown-digit') return drawUnknownDigit(random, difficulty);
    return drawBase(random, difficulty);
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    if (p.family === 'digits') return renderDigits(p, value);
    if (p.family === 'unknown-digit') return renderUnknownDigit(p, value);
    if (p.family === 'base-notation') return renderBaseNotation(p, value);
    return renderBase(p, value);
  },
};
