import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 7: the size of a raster image. Either the most colours that fit a memory limit, or the memory
 * (in Кбайт, rounded up to a whole Кбайт as the exam asks) a picture of a palette takes.
 */
type Params = { ask: 'colours'; width: number; height: number; kbytes: number } | { ask: 'memory'; width: number; height: number; colours: number };

const bitsPerKbyte = 8 * 1024;

function solve(p: Params): GeneratedAnswer | null {
  const pixels = p.width * p.height;
  if (p.ask === 'colours') {
    const bits = Math.floor((p.kbytes * bitsPerKbyte) / pixels);
    // Too few or too many bits: a degenerate picture, or more colours than the exam ever asks.
    if (bits < 2 || bits > 24) return null;
    return fieldAnswer(2 ** bits);
  }
  const bits = Math.ceil(Math.log2(p.colours));
  return fieldAnswer(Math.ceil((pixels * bits) / bitsPerKbyte));
}

/** The checker: counts bits one by one instead of dividing, with BigInt sizes in bits. */
function check(p: Params): GeneratedAnswer | null {
  const pixels = BigInt(p.width * p.height);
  if (p.ask === 'colours') {
    const limit = BigInt(p.kbytes) * 8192n;
    let bits = 0n;
    while (pixels * (bits + 1n) <= limit) bits += 1n;
    if (bits < 2n || bits > 24n) return null;
    return fieldAnswer(1n << bits);
  }
  let bits = 0n;
  while (1n << bits < BigInt(p.colours)) bits += 1n;
  const total = pixels * bits;
  return fieldAnswer((total + 8191n) / 8192n);
}

export const type07Generator: TaskGenerator<Params> = {
  type: 7,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const width = random.pick([64, 128, 160, 256, 320, 480, 512, 640, 800, 1024, 1280]);
    const height = random.pick([64, 128, 200, 240, 256, 480, 512, 600, 768, 1024]);
    if (difficulty === 1 || random.next() < 0.5) {
      const bits = random.int(2, difficulty === 3 ? 20 : 10);
      // Room for `bits` per pixel and a little more, not enough for one bit more.
      const kbytes = Math.floor((width * height * bits) / bitsPerKbyte) + random.int(0, Math.max(0, Math.floor((width * height) / bitsPerKbyte) - 1));
      return kbytes > 0 ? { ask: 'colours' as const, width, height, kbytes } : null;
    }
    const colours = random.int(3, difficulty === 3 ? 5000 : 300);
    // A power of two makes the rounding trap disappear: keep the tasks where it matters.
    return Number.isInteger(Math.log2(colours)) ? null : { ask: 'memory' as const, width, height, colours };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    if (p.ask === 'colours') {
      return {
        text: `<p>Для хранения произвольного растрового изображения размером ${p.width}×${p.height} пикселей отведено ${p.kbytes} Кбайт памяти без учёта размера заголовка файла. Для кодирования цвета каждого пикселя используется одинаковое количество бит, коды пикселей записываются в файл один за другим без промежутков. Какое максимальное количество цветов можно использовать в изображении?</p>`,
        files: [],
        steps: `<p>Объём в битах: ${p.kbytes} · 1024 · 8 = ${p.kbytes * bitsPerKbyte}. На один пиксель приходится ⌊${p.kbytes * bitsPerKbyte} / (${p.width} · ${p.height})⌋ = ${Math.log2(Number(value))} бит.</p><p>Столько бит кодируют 2<sup>${Math.log2(Number(value))}</sup> = ${value} цветов.</p>`,
        python: `bits = (${p.kbytes} * 1024 * 8) // (${p.width} * ${p.height})\nprint(2 ** bits)\n`,
      };
    }
    const bits = Math.ceil(Math.log2(p.colours));
    return {
      text: `<p>Растровое изображение размером ${p.width}×${p.height} пикселей использует палитру из ${p.colours} цветов. Для кодирования цвета каждого пикселя используется одинаковое минимально возможное количество бит, коды пикселей записываются в файл один за другим без промежутков. Какой минимальный объём памяти (в Кбайт) нужно зарезервировать, чтобы можно было сохранить это изображение? В ответе запишите только целое число, единицу измерения писать не нужно.</p>`,
      files: [],
      steps: `<p>${p.colours} цветов требуют ${bits} бит на пиксель: 2<sup>${bits - 1}</sup> &lt; ${p.colours} ≤ 2<sup>${bits}</sup>.</p><p>Всего ${p.width} · ${p.height} · ${bits} = ${p.width * p.height * bits} бит; в Кбайт — делим на 8192 и округляем вверх: ${value}.</p>`,
      python: `import math\nbits = math.ceil(math.log2(${p.colours}))\ntotal = ${p.width} * ${p.height} * bits\nprint((total + 8191) // 8192)\n`,
    };
  },
};
