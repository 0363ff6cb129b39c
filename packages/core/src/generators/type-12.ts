import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 12: the Редактор program «ПОКА нашлось (A) ИЛИ нашлось (B) … заменить» over a string of a
 * leading digit and n copies of another; the question asks for the sum of the result's digits.
 */
type Params = { head: string; digit: string; n: number; a: string; x: string; b: string; y: string };

/** Programs of the exam stop within a few passes over the string; one that runs longer is drawn again. */
const maxStepsOf = (p: Params) => 50 * p.n + 100;

function solve(p: Params): GeneratedAnswer | null {
  let s = p.head + p.digit.repeat(p.n);
  let steps = 0;
  for (;;) {
    const i = s.indexOf(p.a);
    const j = i < 0 ? s.indexOf(p.b) : -1;
    if (i < 0 && j < 0) break;
    s = i >= 0 ? s.slice(0, i) + p.x + s.slice(i + p.a.length) : s.slice(0, j) + p.y + s.slice(j + p.b.length);
    if (++steps > maxStepsOf(p) || s.length > 10 * p.n + 50) return null;
  }
  // A program that stops at once, or after a step or two, does not test the method.
  if (steps < 5) return null;
  return fieldAnswer([...s].reduce((sum, c) => sum + Number(c), 0));
}

/** The checker: String.replace, which replaces the first occurrence, as заменить does. */
function check(p: Params): GeneratedAnswer | null {
  let s = p.head + p.digit.repeat(p.n);
  let steps = 0;
  while (s.includes(p.a) || s.includes(p.b)) {
    s = s.includes(p.a) ? s.replace(p.a, p.x) : s.replace(p.b, p.y);
    if (++steps > maxStepsOf(p) || s.length > 10 * p.n + 50) return null;
  }
  if (steps < 5) return null;
  let sum = 0;
  for (const c of s) sum += c.charCodeAt(0) - 48;
  return fieldAnswer(sum);
}

export const type12Generator: TaskGenerator<Params> = {
  type: 12,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const digits = '123456789';
    const digit = random.pick([...digits]);
    const head = random.pick([...digits].filter((d) => d !== digit));
    const other = random.pick([...digits].filter((d) => d !== digit && d !== head));
    // A eats the repeated digit next to the head; B turns what A leaves into something A sees again.
    const a = head + digit.repeat(random.int(1, 3));
    const x = random.pick([other, other + head, head + other, other + other]);
    const b = other + digit.repeat(random.int(1, 2));
    const y = random.pick([head, head + other, digit + head, other + head]);
    const n = random.int(difficulty === 1 ? 20 : 60, difficulty === 1 ? 60 : 400);
    return { head, digit, n, a, x, b, y };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const text =
      '<p>Исполнитель Редактор получает на вход строку цифр и преобразует её. Редактор может выполнять две команды, в обеих командах v и w обозначают цепочки цифр.</p>' +
      '<p>А) <b>заменить (v, w)</b>. Эта команда заменяет в строке первое слева вхождение цепочки v на цепочку w.</p>' +
      '<p>Б) <b>нашлось (v)</b>. Эта команда проверяет, встречается ли цепочка v в строке исполнителя Редактор. Если она встречается, то команда возвращает логическое значение «истина», в противном случае возвращает значение «ложь». Строка исполнителя при этом не изменяется.</p>' +
      `<p>Дана программа для Редактора:</p><pre>НАЧАЛО\nПОКА нашлось (${p.a}) ИЛИ нашлось (${p.b})\n  ЕСЛИ нашлось (${p.a})\n    ТО заменить (${p.a}, ${p.x})\n    ИНАЧЕ заменить (${p.b}, ${p.y})\n  КОНЕЦ ЕСЛИ\nКОНЕЦ ПОКА\nКОНЕЦ</pre>` +
      `<p>На вход приведённой выше программе поступает строка, начинающаяся с цифры «${p.head}», а затем содержащая ${p.n} цифр «${p.digit}». Какая сумма цифр получится в строке, которая будет результатом выполнения программы?</p>`;
    const python =
      `s = '${p.head}' + '${p.digit}' * ${p.n}\nwhile '${p.a}' in s or '${p.b}' in s:\n    if '${p.a}' in s:\n        s = s.replace('${p.a}', '${p.x}', 1)\n    else:\n        s = s.replace('${p.b}', '${p.y}', 1)\nprint(sum(int(c) for c in s))\n`;
    const steps =
      '<p>Программу Редактора удобно выполнить на Python: <code>in</code> — это «нашлось», а <code>replace(v, w, 1)</code> — «заменить» (третий аргумент 1 обязателен: заменяется только первое вхождение).</p>' +
      `<p>По окончании цикла складываем цифры строки: ${value}.</p>`;
    return { text, files: [], steps, python };
  },
};
