import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Строка из файла 24.txt длиной 100 000 символов: перебирать все подстроки слишком долго, поэтому проходим её один раз, ' +
  'поддерживая длину текущего подходящего участка и лучший результат.</p>';

/** Type 24: one pass over the file's line. */
export const type24Solutions: Record<string, DemoSolution> = {
  't24-1': {
    steps: method + '<ol><li>Если символ равен предыдущему, участок начинается заново (длина 1), иначе растёт на 1.</li><li>Ответ: 28.</li></ol>',
    python: python`
      s = open('24.txt').read().strip()
      best = run = 1
      for i in range(1, len(s)):
          run = 1 if s[i] == s[i - 1] else run + 1
          best = max(best, run)
      print(best)
    `,
  },
  't24-2': {
    steps:
      method +
      '<ol><li>chain[i] — сколько пар «согласная + гласная» идут подряд, начиная с позиции i; считаем с конца: chain[i] = chain[i + 2] + 1.</li>' +
      '<li>Ответ — наибольшее значение: 7.</li></ol>',
    python: python`
      s = open('24.txt').read().strip()
      chain = [0] * (len(s) + 2)
      for i in range(len(s) - 2, -1, -1):
          chain[i] = chain[i + 2] + 1 if s[i] in 'BCDF' and s[i + 1] in 'AE' else 0
      print(max(chain))
    `,
  },
  't24-3': {
    steps:
      method +
      '<ol><li>Скользящее окно: правая граница идёт по строке, а левая сдвигается, пока в окне больше 10 букв Y.</li><li>Ответ: 102.</li></ol>',
    python: python`
      s = open('24.txt').read().strip()
      left = inside = best = 0
      for right, c in enumerate(s):
          inside += c == 'Y'
          while inside > 10:
              inside -= s[left] == 'Y'
              left += 1
          best = max(best, right - left + 1)
      print(best)
    `,
  },
  't24-4': {
    steps:
      method +
      '<ol><li>Разность «число A минус число B» на префиксе: участок сбалансирован, если разность в его конце равна разности перед началом.</li>' +
      '<li>Запоминаем первое появление каждой разности; длина — расстояние до него. Ответ: 890.</li></ol>',
    python: python`
      s = open('24.txt').read().strip()
      first = {0: 0}
      diff = best = 0
      for i, c in enumerate(s, start=1):
          diff += (c == 'A') - (c == 'B')
          if diff in first:
              best = max(best, i - first[diff])
          else:
              first[diff] = i
      print(best)
    `,
  },
  't24-5': {
    steps:
      method +
      '<ol><li>Регулярное выражение <code>[0-9A-F]+</code> выделяет участки из шестнадцатеричных цифр.</li>' +
      '<li>В каждом число начинается с первой ненулевой цифры и заканчивается на последней чётной после неё; одиночный 0 — тоже число.</li>' +
      '<li>Ответ: 214.</li></ol>',
    python: python`
      import re

      s = open('24.txt').read().strip()
      best = 0
      for run in re.findall('[0-9A-F]+', s):
          if '0' in run:
              best = max(best, 1)
          digits = run.lstrip('0')
          for j in range(len(digits) - 1, -1, -1):
              if int(digits[j], 16) % 2 == 0:
                  best = max(best, j + 1)
                  break
      print(best)
    `,
  },
};
