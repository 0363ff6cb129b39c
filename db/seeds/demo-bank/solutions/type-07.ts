import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

/** Type 7: sizes of pictures and sound, in bits first, then in the unit asked. */
export const type07Solutions: Record<string, DemoSolution> = {
  't07-1': {
    steps:
      '<ol><li>Объём в битах: 640 · 1024 · 8. Пикселей: 1024 · 768.</li>' +
      '<li>На пиксель приходится 640 · 8192 / 786 432 ≈ 6,67 бита; код цвета — целое число бит, значит, i = 6.</li>' +
      '<li>Цветов не больше 2<sup>6</sup> = 64.</li></ol>',
    python: python`
      bits = 640 * 1024 * 8 // (1024 * 768)  # бит на пиксель, с округлением вниз
      print(2 ** bits)
    `,
  },
  't07-2': {
    steps:
      '<ol><li>Размер звука = каналы · частота · разрешение · время: 4 · 32 000 · 24 · 180 бит.</li>' +
      '<li>Переводим в Мбайт: делим на 8 и на 2<sup>20</sup>; получается ≈ 65,9.</li>' +
      '<li>Ближайшее целое — 66.</li></ol>',
    python: python`
      bits = 4 * 32000 * 24 * 3 * 60
      print(round(bits / 8 / 2**20))
    `,
  },
  't07-3': {
    steps:
      '<ol><li>За 2 минуты камера делает 120 / 4 = 30 снимков.</li>' +
      '<li>65 536 = 2<sup>16</sup> цветов — 16 бит на пиксель.</li>' +
      '<li>30 · 640 · 480 · 16 бит ≈ 17,6 Мбайт; места должно хватить, поэтому округляем вверх: 18.</li></ol>',
    python: python`
      from math import ceil, log2

      images = 2 * 60 // 4
      bits_per_pixel = ceil(log2(65536))
      print(ceil(images * 640 * 480 * bits_per_pixel / 8 / 2**20))
    `,
  },
  't07-4': {
    steps:
      '<ol><li>Размер пропорционален числу каналов, разрешению и частоте дискретизации.</li>' +
      '<li>Моно вместо стерео — в 2 раза меньше, разрешение — в 3 раза больше, частота — в 2 раза меньше.</li>' +
      '<li>48 / 2 · 3 / 2 = 36 Мбайт.</li></ol>',
    python: python`
      print(48 // 2 * 3 // 2)
    `,
  },
  't07-5': {
    steps:
      '<ol><li>Снимок: 1024 · 600 пикселей по 24 бита плюс заголовок 32 · 1024 · 8 бит.</li>' +
      '<li>За 5 минут канал передаёт 3 · 2<sup>20</sup> · 300 бит.</li>' +
      '<li>Делим нацело — передаются только целые снимки: 62.</li></ol>',
    python: python`
      per_image = 1024 * 600 * 24 + 32 * 1024 * 8
      channel = 3 * 2**20 * 5 * 60
      print(channel // per_image)
    `,
  },
};
