import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const rule =
  '<p>Символ кодируется минимальным одинаковым числом бит i, где 2<sup>i</sup> не меньше мощности алфавита; запись занимает ' +
  'целое число байт — округляем вверх.</p>';

/** Type 11: bits per symbol, bytes per record rounded up, then the count asked. */
export const type11Solutions: Record<string, DemoSolution> = {
  't11-1': {
    steps:
      rule +
      '<ol><li>12 символов → 4 бита (2<sup>4</sup> = 16 ≥ 12).</li><li>Идентификатор: 15 · 4 = 60 бит → 8 байт.</li>' +
      '<li>На объект 8 + 24 = 32 байта, на 20 объектов — 640.</li></ol>',
    python: python`
      from math import ceil, log2

      bits = ceil(log2(12))
      per_id = ceil(15 * bits / 8)
      print((per_id + 24) * 20)
    `,
  },
  't11-2': {
    steps:
      rule +
      '<ol><li>26 + 26 + 10 = 62 символа → 6 бит.</li><li>Пароль: 17 · 6 = 102 бита → 13 байт.</li>' +
      '<li>65 536 паролей: 13 · 65 536 байт = 832 Кбайт.</li></ol>',
    python: python`
      from math import ceil, log2

      per_password = ceil(17 * ceil(log2(26 + 26 + 10)) / 8)
      print(per_password * 65536 // 1024)
    `,
  },
  't11-3': {
    steps:
      rule +
      '<ol><li>26 букв → 5 бит. На одного сотрудника не больше 1000 / 50 = 20 байт = 160 бит.</li>' +
      '<li>Перебираем длину и берём наибольшую, при которой память укладывается в 1000 байт: 32 символа.</li></ol>',
    python: python`
      from math import ceil, log2

      bits = ceil(log2(26))
      print(max(n for n in range(1, 1000) if ceil(n * bits / 8) * 50 <= 1000))
    `,
  },
  't11-4': {
    steps:
      rule +
      '<ol><li>Буквы: 8 символов по 5 бит (23 буквы) = 40 бит.</li>' +
      '<li>Число до 5000 — 13 бит (2<sup>13</sup> = 8192). Идентификатор: 53 бита → 7 байт.</li>' +
      '<li>На пользователя 1500 / 30 = 50 байт, из них на дополнительные сведения 50 − 7 = 43.</li></ol>',
    python: python`
      from math import ceil, log2

      id_bits = 8 * ceil(log2(23)) + (5000).bit_length()
      print(1500 // 30 - ceil(id_bits / 8))
    `,
  },
  't11-5': {
    steps:
      rule +
      '<ol><li>На пароль 1200 / 100 = 12 байт = 96 бит, значит 19 · i ≤ 96 и i ≤ 5 (а при i = 4 вышло бы 10 байт).</li>' +
      '<li>Перебираем мощность алфавита и берём наибольшую, при которой 100 паролей занимают ровно 1200 байт: 32.</li></ol>',
    python: python`
      from math import ceil, log2

      def total(n):
          return ceil(19 * ceil(log2(n)) / 8) * 100

      print(max(n for n in range(2, 10000) if total(n) == 1200))
    `,
  },
};
