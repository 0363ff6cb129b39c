import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 7: the size of information — raster images, sound, a series of photos sent over a channel, and
 * the transfer time (with or without an archiver). Five question families (README `## 7`). `solve`
 * computes with ordinary numbers the way the 'Разбор' does; `check` computes again in exact BigInt
 * rationals, finding bit counts by counting up instead of logarithms.
 */
type Colours = { family: 'colours'; width: number; height: number; images: number; limit: number; unit: 'К' | 'М'; percent: number };
type Memory = { family: 'memory'; width: number; height: number; colours: number; images: number; unit: 'К' | 'М' };
type SoundSize = { family: 'sound'; ask: 'size'; channels: number; khz: number; bits: number; minutes: number };
type SoundAgain = {
  family: 'sound';
  ask: 'resize' | 'retime';
  /** Мбайт for 'resize', seconds for 'retime'. */
  first: number;
  channels: [number, number];
  /** Bit depth and sampling rate change: a factor > 1 and whether it raises (true) or lowers them. */
  depth: { times: number; up: boolean };
  rate: { times: number; up: boolean };
  /** 'retime': how many times the second channel is faster. */
  faster: number;
};
type Photo = { family: 'photo'; ask: 'store' | 'send' | 'colours'; width: number; height: number; colours: number; photos: number; speed: number; seconds: number };
type Transfer =
  | { family: 'transfer'; ask: 'time'; kbytes: number; speed: number; speed2: number }
  | { family: 'transfer'; ask: 'archiver'; mbytes: number; power: number; percent: number; pack: number; unpack: number };
type Params = Colours | Memory | SoundSize | SoundAgain | Photo | Transfer;

const unitBytes = { К: 1024, М: 1024 * 1024 } as const;
const unitName = { К: 'Кбайт', М: 'Мбайт' } as const;
const bitsFor = (colours: number) => Math.ceil(Math.log2(colours));
const channelName: Record<number, string> = { 1: 'одноканальная (моно)', 2: 'двухканальная (стерео)', 4: 'четырёхканальная (квадро)' };
const channelFormat: Record<number, string> = { 1: 'моно', 2: 'стерео (двухканальная запись)', 4: 'квадро (четырёхканальная запись)' };

const n = (count: number, forms: readonly [string, string, string]) => `${count} ${pluralRu(count, forms)}`;
const pixelsOf = (width: number, height: number) => `${width}×${height} ${pluralRu(height, ['пиксель', 'пикселя', 'пикселей'])}`;
const coloursGen = (count: number) => n(count, ['цвета', 'цветов', 'цветов']);
const times = (count: number) => n(count, ['раз', 'раза', 'раз']);
const seconds = (count: number) => n(count, ['секунду', 'секунды', 'секунд']);
const secondsNom = (count: number) => n(count, ['секунда', 'секунды', 'секунд']);
const secondsGen = (count: number) => n(count, ['секунды', 'секунд', 'секунд']);
const bitsN = (count: number) => n(count, ['бит', 'бита', 'бит']);
const coloursN = (count: number | string) => n(Number(count), ['цвет', 'цвета', 'цветов']);
const photosIn = (count: number) => `в каждом пакете ${n(count, ['снимок', 'снимка', 'снимков'])}`;

/** A nearest-integer answer, or null when the value lies too near a half for 'приблизительно' to be clear. */
function nearest(value: number): number | null {
  const frac = value - Math.floor(value);
  return Math.abs(frac - 0.5) < 0.1 ? null : Math.round(value);
}

/** The ratio of the second sound file to the first, as a fraction. */
function soundRatio(p: SoundAgain): [number, number] {
  let num = p.channels[1];
  let den = p.channels[0];
  for (const f of [p.depth, p.rate]) {
    if (f.up) num *= f.times;
    else den *= f.times;
  }
  if (p.ask === 'retime') den *= p.faster;
  return [num, den];
}

function solve(p: Params): GeneratedAnswer | null {
  switch (p.family) {
    case 'colours': {
      const bits = Math.floor((p.limit * unitBytes[p.unit] * 8 * 100) / (p.images * p.width * p.height * p.percent));
      return bits >= 1 && bits <= 24 ? fieldAnswer(2 ** bits) : null;
    }
    case 'memory': {
      const total = p.images * p.width * p.height * bitsFor(p.colours);
      return fieldAnswer(Math.ceil(total / (8 * unitBytes[p.unit])));
    }
    case 'sound': {
      if (p.ask === 'size') {
        const bytes = (p.channels * p.khz * 1000 * p.bits * p.minutes * 60) / 8;
        const mb = nearest(bytes / 2 ** 20);
        return mb !== null && mb > 0 ? fieldAnswer(mb) : null;
      }
      const [num, den] = soundRatio(p);
      const value = (p.first * num) / den;
      // A second file as big (or as fast) as the first asks nothing.
      return Number.isInteger(value) && value > 0 && value !== p.first ? fieldAnswer(value) : null;
    }
    case 'photo': {
      const perPhoto = p.width * p.height * bitsFor(p.colours);
      if (p.ask === 'store') {
        const kb = (perPhoto * p.photos) / 8 / 1024;
        return Number.isInteger(kb) ? fieldAnswer(kb) : null;
      }
      if (p.ask === 'send') {
        const time = (perPhoto * p.photos) / p.speed;
        return Number.isInteger(time) ? fieldAnswer(time) : null;
      }
      const bits = Math.floor((p.speed * p.seconds) / (p.photos * p.width * p.height));
      return bits >= 1 && bits <= 24 ? fieldAnswer(2 ** bits) : null;
    }
    case 'transfer': {
      if (p.ask === 'time') {
        const time = (p.kbytes * 1024 * 8) / p.speed;
        const kb = (time * p.speed2) / 8 / 1024;
        return Number.isInteger(kb) ? fieldAnswer(kb) : null;
      }
      const direct = (p.mbytes * 2 ** 23) / 2 ** p.power;
      const viaArchive = p.pack + (direct * p.percent) / 100 + p.unpack;
      if (!Number.isInteger(viaArchive) || viaArchive === direct) return null;
      return fieldAnswer(Math.abs(direct - viaArchive));
    }
  }
}

/** The least k with 2^k ≥ x, counted up. */
function bitsUp(x: bigint): bigint {
  let k = 0n;
  while (1n << k < x) k++;
  return k;
}

/** The exact quotient a / b, or null when b does not divide a. */
const exact = (a: bigint, b: bigint): bigint | null => (a % b === 0n ? a / b : null);

/** The checker: exact integers (BigInt) and bit counts found by counting, not by log2. */
function check(p: Params): GeneratedAnswer | null {
  const B = BigInt;
  switch (p.family) {
    case 'colours': {
      const room = B(p.limit) * B(unitBytes[p.unit]) * 8n * 100n;
      const perBit = B(p.images) * B(p.width) * B(p.height) * B(p.percent);
      let bits = 0n;
      while (perBit * (bits + 1n) <= room) bits++;
      return bits >= 1n && bits <= 24n ? fieldAnswer(1n << bits) : null;
    }
    case 'memory': {
      const total = B(p.images) * B(p.width) * B(p.height) * bitsUp(B(p.colours));
      const unit = 8n * B(unitBytes[p.unit]);
      return fieldAnswer((total + unit - 1n) / unit);
    }
    case 'sound': {
      if (p.ask === 'size') {
        const num = B(p.channels) * B(p.khz) * 1000n * B(p.bits) * B(p.minutes) * 60n;
        const den = 8n * 1048576n;
        const whole = num / den;
        const rest = num % den;
        // Within a tenth of a half: ambiguous.
        if (10n * (2n * rest - den) < 2n * den && 10n * (den - 2n * rest) < 2n * den) return null;
        const value = 2n * rest >= den ? whole + 1n : whole;
        return value > 0n ? fieldAnswer(value) : null;
      }
      // Step by step: first file's size (or time) through each change.
      let num = B(p.first) * B(p.channels[1]);
      let den = B(p.channels[0]);
      num *= p.depth.up ? B(p.depth.times) : 1n;
      den *= p.depth.up ? 1n : B(p.depth.times);
      num *= p.rate.up ? B(p.rate.times) : 1n;
      den *= p.rate.up ? 1n : B(p.rate.times);
      if (p.ask === 'retime') den *= B(p.faster);
      const value = exact(num, den);
      return value !== null && value > 0n && value !== B(p.first) ? fieldAnswer(value) : null;
    }
    case 'photo': {
      const perPhoto = B(p.width) * B(p.height) * bitsUp(B(p.colours));
      if (p.ask === 'store') {
        const kb = exact(perPhoto * B(p.photos), 8192n);
        return kb === null ? null : fieldAnswer(kb);
      }
      if (p.ask === 'send') {
        const time = exact(perPhoto * B(p.photos), B(p.speed));
        return time === null ? null : fieldAnswer(time);
      }
      const room = B(p.speed) * B(p.seconds);
      const perBit = B(p.photos) * B(p.width) * B(p.height);
      let bits = 0n;
      while (perBit * (bits + 1n) <= room) bits++;
      return bits >= 1n && bits <= 24n ? fieldAnswer(1n << bits) : null;
    }
    case 'transfer': {
      if (p.ask === 'time') {
        const kb = exact(B(p.kbytes) * B(p.speed2), B(p.speed));
        return kb === null ? null : fieldAnswer(kb);
      }
      // In hundredths of a second, so the archive's share stays whole.
      const speed = 1n << B(p.power);
      const direct100 = exact(B(p.mbytes) * 8388608n * 100n, speed);
      const archive100 = exact(B(p.mbytes) * 8388608n * B(p.percent), speed);
      if (direct100 === null || archive100 === null || archive100 % 100n !== 0n) return null;
      const via100 = B(p.pack + p.unpack) * 100n + archive100;
      if (via100 === direct100) return null;
      return fieldAnswer((via100 > direct100 ? via100 - direct100 : direct100 - via100) / 100n);
    }
  }
}

const widths = [320, 480, 512, 640, 800, 1024, 1280, 1600, 1920, 2048];
const heights = [200, 240, 256, 300, 384, 480, 512, 600, 768, 1024, 1080, 1200, 1536];

function drawColours(random: SeededRandom, difficulty: Difficulty): Colours | null {
  const width = random.pick(widths);
  const height = random.pick(heights);
  const bits = random.int(difficulty === 1 ? 2 : 4, difficulty === 1 ? 10 : difficulty === 2 ? 16 : 20);
  const images = difficulty === 3 ? random.pick([4, 8, 10, 16, 20, 32, 64, 100]) : 1;
  const percent = difficulty === 3 ? random.pick([25, 40, 50, 60, 75, 80]) : 100;
  const unit = difficulty === 3 ? 'М' : 'К';
  const needBits = (images * width * height * bits * percent) / 100;
  const oneMoreBit = (images * width * height * percent) / 100;
  // Room for `bits` per pixel and less than one bit more.
  const unitBits = unitBytes[unit] * 8;
  const limit = Math.ceil(needBits / unitBits) + random.int(0, Math.max(0, Math.floor(oneMoreBit / unitBits) - 1));
  return limit > 0 ? { family: 'colours', width, height, images, limit, unit, percent } : null;
}

function drawSound(random: SeededRandom, difficulty: Difficulty): SoundSize | SoundAgain | null {
  if (difficulty === 1) {
    return { family: 'sound', ask: 'size', channels: random.pick([1, 2, 4]), khz: random.pick([8, 11, 16, 22, 24, 32, 44, 48]), bits: random.pick([8, 16, 24, 32]), minutes: random.int(1, 12) };
  }
  const change = () => ({ times: random.int(2, 4), up: random.next() < 0.5 });
  const channels: [number, number] = [random.pick([1, 2, 4]), random.pick([1, 2, 4])];
  const depth = change();
  const rate = change();
  const ask = difficulty === 2 ? 'resize' : 'retime';
  const first = ask === 'resize' ? random.int(6, 120) : random.int(10, 240);
  const faster = ask === 'retime' ? random.int(2, 6) : 1;
  // Nothing to compute when the channels stay and the two changes cancel.
  if (channels[0] === channels[1] && depth.times === rate.times && depth.up !== rate.up) return null;
  return { family: 'sound', ask, first, channels, depth, rate, faster };
}

function drawPhoto(random: SeededRandom, difficulty: Difficulty): Photo | null {
  const width = random.pick(widths);
  const height = random.pick(heights);
  const colours = random.int(2, 2 ** random.int(2, 16));
  const photos = random.pick([16, 32, 64, 100, 128, 200, 256, 512]);
  const ask = difficulty === 1 ? 'store' : difficulty === 2 ? 'send' : 'colours';
  if (ask === 'send') {
    const total = width * height * bitsFor(colours) * photos;
    const time = random.int(8, 300);
    if (total % time !== 0) return null;
    return { family: 'photo', ask, width, height, colours, photos, speed: total / time, seconds: 0 };
  }
  if (ask === 'colours') {
    const speed = random.pick([2 ** 20, 3 * 2 ** 19, 2 ** 21, 3 * 2 ** 20, 2 ** 22, 5 * 2 ** 20, 2 ** 23]);
    const bits = random.int(3, 20);
    const time = Math.ceil((width * height * photos * bits) / speed) + random.int(0, 2);
    return { family: 'photo', ask, width, height, colours: 0, photos, speed, seconds: time };
  }
  return { family: 'photo', ask, width, height, colours, photos, speed: 0, seconds: 0 };
}

function drawTransfer(random: SeededRandom, difficulty: Difficulty): Transfer | null {
  if (difficulty === 1) {
    const speed = random.pick([256, 512, 1024, 1536, 2048, 3072, 4096, 8192, 16384, 65536]);
    const speed2 = random.pick([256, 512, 768, 1024, 2048, 4096, 6144, 8192, 32768]);
    if (speed === speed2) return null;
    return { family: 'transfer', ask: 'time', kbytes: random.int(2, 200) * random.pick([4, 8, 16, 32]), speed, speed2 };
  }
  return {
    family: 'transfer',
    ask: 'archiver',
    mbytes: difficulty === 2 ? random.int(2, 40) : random.int(20, 120),
    power: random.int(18, 23),
    percent: difficulty === 2 ? random.pick([20, 25, 40, 50, 60, 75, 80]) : random.int(10, 95),
    pack: random.int(5, difficulty === 2 ? 20 : 60),
    unpack: random.int(1, difficulty === 2 ? 5 : 20),
  };
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['colours', 'memory', 'sound', 'photo', 'transfer'] as const);
  if (family === 'colours') return drawColours(random, difficulty);
  if (family === 'sound') return drawSound(random, difficulty);
  if (family === 'photo') return drawPhoto(random, difficulty);
  if (family === 'transfer') return drawTransfer(random, difficulty);
  const colours = random.int(3, difficulty === 1 ? 64 : difficulty === 2 ? 1000 : 70000);
  // A power of two makes the rounding trap disappear: keep the tasks where it matters.
  if (Number.isInteger(Math.log2(colours))) return null;
  const images = difficulty === 3 ? random.int(5, 300) : 1;
  return { family: 'memory', width: random.pick(widths), height: random.pick(heights), colours, images, unit: difficulty === 3 ? 'М' : 'К' };
}

const change = (f: { times: number; up: boolean }, what: string) => `${what} в ${times(f.times)} ${f.up ? 'выше' : 'ниже'}`;

function render(p: Params, answer: GeneratedAnswer): { text: string; steps: string; python: string } {
  const value = (answer as { value: string }).value;
  const noGaps = 'Для кодирования цвета каждого пикселя используется одинаковое количество бит, коды пикселей записываются в файл один за другим без промежутков.';
  switch (p.family) {
    case 'colours': {
      const bits = Math.log2(Number(value));
      if (p.images === 1) {
        const room = p.limit * 8192;
        return {
          text: `<p>Для хранения произвольного растрового изображения размером ${pixelsOf(p.width, p.height)} отведено ${p.limit} Кбайт памяти без учёта размера заголовка файла. ${noGaps} Какое максимальное количество цветов можно использовать в изображении?</p>`,
          steps: `<p>Объём в битах: ${p.limit} · 1024 · 8 = ${room}. На один пиксель приходится ⌊${room} / (${p.width} · ${p.height})⌋ = ${bitsN(bits)}.</p><p>Столько бит кодируют 2<sup>${bits}</sup> = ${coloursN(value)}.</p>`,
          python: `bits = (${p.limit} * 1024 * 8) // (${p.width} * ${p.height})\nprint(2 ** bits)\n`,
        };
      }
      const room = p.limit * 2 ** 23;
      return {
        text: `<p>Для хранения ${n(p.images, ['произвольного растрового изображения', 'произвольных растровых изображений', 'произвольных растровых изображений'])} размером ${pixelsOf(p.width, p.height)} отведено ${p.limit} Мбайт памяти без учёта размера заголовков файлов. ${noGaps} Перед сохранением каждое изображение сжимается, размер сжатого изображения составляет ${p.percent}% от исходного. Какое максимальное количество цветов можно использовать в изображениях?</p>`,
        steps: `<p>Объём в битах: ${p.limit} · 2<sup>23</sup> = ${room}. Несжатые изображения могут занимать не больше ${room} · 100 / ${p.percent} бит, то есть на пиксель приходится ⌊${room} · 100 / (${p.percent} · ${p.images} · ${p.width} · ${p.height})⌋ = ${bitsN(bits)}.</p><p>Столько бит кодируют 2<sup>${bits}</sup> = ${coloursN(value)}.</p>`,
        python: `bits = (${p.limit} * 2**23 * 100) // (${p.percent} * ${p.images} * ${p.width} * ${p.height})\nprint(2 ** bits)\n`,
      };
    }
    case 'memory': {
      const bits = bitsFor(p.colours);
      const divisor = 8 * unitBytes[p.unit];
      const what = p.images === 1 ? 'это изображение' : `${n(p.images, ['такое изображение', 'таких изображения', 'таких изображений'])}`;
      return {
        text: `<p>Растровое изображение размером ${pixelsOf(p.width, p.height)} использует палитру из ${coloursGen(p.colours)}. Для кодирования цвета каждого пикселя используется одинаковое минимально возможное количество бит, коды пикселей записываются в файл один за другим без промежутков. Какой минимальный объём памяти (в ${unitName[p.unit]}) нужно зарезервировать, чтобы можно было сохранить ${what}? Заголовки файлов не учитываются. В ответе запишите только целое число, единицу измерения писать не нужно.</p>`,
        steps: `<p>Для ${coloursGen(p.colours)} нужно ${bitsN(bits)} на пиксель: 2<sup>${bits - 1}</sup> &lt; ${p.colours} ≤ 2<sup>${bits}</sup>.</p><p>Всего ${p.images > 1 ? `${p.images} · ` : ''}${p.width} · ${p.height} · ${bits} = ${bitsN(p.images * p.width * p.height * bits)}; в ${unitName[p.unit]} — делим на ${divisor} и округляем вверх: ${value}.</p>`,
        python: `bits = 0\nwhile 2 ** bits < ${p.colours}:\n    bits += 1\ntotal = ${p.images} * ${p.width} * ${p.height} * bits\nprint((total + ${divisor - 1}) // ${divisor})\n`,
      };
    }
    case 'sound': {
      if (p.ask === 'size') {
        const bytes = (p.channels * p.khz * 1000 * p.bits * p.minutes * 60) / 8;
        return {
          text: `<p>Производится ${channelName[p.channels]} звукозапись с частотой дискретизации ${p.khz} кГц и ${p.bits}-битным разрешением. Запись длится ${n(p.minutes, ['минуту', 'минуты', 'минут'])}, её результаты записываются в файл, сжатие данных не производится. Определите приблизительно размер полученного файла (в Мбайт). В качестве ответа укажите ближайшее к размеру файла целое число.</p>`,
          steps: `<p>Размер в байтах: каналы · частота · глубина / 8 · время = ${p.channels} · ${p.khz * 1000} · ${p.bits} / 8 · ${p.minutes * 60} = ${bytes}.</p><p>В Мбайт: ${bytes} / 2<sup>20</sup> ≈ ${(bytes / 2 ** 20).toFixed(2)}; ближайшее целое — ${value}.</p>`,
          python: `size = ${p.channels} * ${p.khz * 1000} * ${p.bits} * ${p.minutes * 60} / 8 / 2**20\nprint(round(size))\n`,
        };
      }
      const [num, den] = soundRatio(p);
      const again = `записан повторно в формате ${channelFormat[p.channels[1]]} и оцифрован с ${change(p.depth, 'разрешением')} и ${change(p.rate, 'частотой дискретизации')}, чем в первый раз. Сжатие данных не производилось.`;
      const text =
        p.ask === 'resize'
          ? `<p>Музыкальный фрагмент был записан в формате ${channelFormat[p.channels[0]]}, оцифрован и сохранён в виде файла без использования сжатия данных. Размер полученного файла — ${p.first} Мбайт. Затем тот же музыкальный фрагмент был ${again} Укажите размер файла в Мбайт, полученного при повторной записи. В ответе запишите только целое число, единицу измерения писать не нужно.</p>`
          : `<p>Музыкальный фрагмент был записан в формате ${channelFormat[p.channels[0]]}, оцифрован и сохранён в виде файла без использования сжатия данных. Получившийся файл был передан в город А по каналу связи за ${seconds(p.first)}. Затем тот же музыкальный фрагмент был ${again} Полученный файл был передан в город Б; пропускная способность канала связи с городом Б в ${times(p.faster)} выше, чем канала связи с городом А. Сколько секунд длилась передача файла в город Б? В ответе запишите только целое число, единицу измерения писать не нужно.</p>`;
      const factors = [`каналов: ${p.channels[0]} → ${p.channels[1]} (×${p.channels[1]}/${p.channels[0]})`, `разрешение: ${p.depth.up ? '×' : '/'}${p.depth.times}`, `частота: ${p.rate.up ? '×' : '/'}${p.rate.times}`];
      if (p.ask === 'retime') factors.push(`канал быстрее в ${times(p.faster)}: /${p.faster}`);
      return {
        text,
        steps: `<p>Размер файла пропорционален числу каналов, разрешению и частоте дискретизации${p.ask === 'retime' ? ', а время передачи — размеру файла и обратно пропорционально пропускной способности канала' : ''}. Множители: ${factors.join('; ')}.</p><p>${p.first} · ${num} / ${den} = ${value}.</p>`,
        python: `from fractions import Fraction\nprint(Fraction(${p.first} * ${num}, ${den}))\n`,
      };
    }
    case 'photo': {
      const bits = bitsFor(p.colours);
      const intro = `<p>Камера делает фотоснимки размером ${pixelsOf(p.width, p.height)}`;
      if (p.ask === 'store') {
        const total = p.width * p.height * bits * p.photos;
        return {
          text: `${intro}, используя палитру из ${coloursGen(p.colours)}. Для кодирования цвета каждого пикселя используется одинаковое минимально возможное количество бит, коды пикселей записываются в файл один за другим без промежутков, сжатие данных не производится. Сколько Кбайт памяти занимает серия из ${n(p.photos, ['снимка', 'снимков', 'снимков'])}? Заголовки файлов не учитываются. В ответе запишите только целое число, единицу измерения писать не нужно.</p>`,
          steps: `<p>Для ${coloursGen(p.colours)} нужно ${bitsN(bits)} на пиксель (2<sup>${bits}</sup> ≥ ${p.colours}).</p><p>Серия: ${p.photos} · ${p.width} · ${p.height} · ${bits} = ${bitsN(total)} = ${total} / 8192 = ${value} Кбайт.</p>`,
          python: `bits = 0\nwhile 2 ** bits < ${p.colours}:\n    bits += 1\nprint(${p.photos} * ${p.width} * ${p.height} * bits // 8 // 1024)\n`,
        };
      }
      if (p.ask === 'send') {
        const total = p.width * p.height * bits * p.photos;
        return {
          text: `${intro}, используя палитру из ${coloursGen(p.colours)}. Для кодирования цвета каждого пикселя используется одинаковое минимально возможное количество бит, сжатие данных не производится. Снимки сохраняются в памяти камеры, группируются в пакеты (${photosIn(p.photos)}), затем передаются в центр обработки информации со скоростью передачи данных ${p.speed} бит/с. Сколько секунд требуется для передачи одного пакета фотографий? Заголовки файлов не учитываются. В ответе запишите только целое число, единицу измерения писать не нужно.</p>`,
          steps: `<p>Для ${coloursGen(p.colours)} нужно ${bitsN(bits)} на пиксель (2<sup>${bits}</sup> ≥ ${p.colours}).</p><p>Пакет: ${p.photos} · ${p.width} · ${p.height} · ${bits} = ${bitsN(total)}; время ${total} / ${p.speed} = ${value} с.</p>`,
          python: `bits = 0\nwhile 2 ** bits < ${p.colours}:\n    bits += 1\nprint(${p.photos} * ${p.width} * ${p.height} * bits // ${p.speed})\n`,
        };
      }
      const bitsMax = Math.log2(Number(value));
      return {
        text: `${intro}. Для кодирования цвета каждого пикселя используется одинаковое количество бит, сжатие данных не производится. Снимки группируются в пакеты (${photosIn(p.photos)}) и передаются в центр обработки информации со скоростью ${p.speed} бит/с. Передача одного пакета должна занимать не более ${secondsGen(p.seconds)}. Какое максимальное количество цветов можно использовать в палитре? Заголовки файлов не учитываются.</p>`,
        steps: `<p>За ${seconds(p.seconds)} передаётся ${p.speed} · ${p.seconds} = ${bitsN(p.speed * p.seconds)}. На один пиксель пакета приходится ⌊${p.speed * p.seconds} / (${p.photos} · ${p.width} · ${p.height})⌋ = ${bitsN(bitsMax)}.</p><p>Цветов: 2<sup>${bitsMax}</sup> = ${value}.</p>`,
        python: `bits = ${p.speed} * ${p.seconds} // (${p.photos} * ${p.width} * ${p.height})\nprint(2 ** bits)\n`,
      };
    }
    case 'transfer': {
      if (p.ask === 'time') {
        return {
          text: `<p>Файл размером ${p.kbytes} Кбайт передаётся через некоторое соединение со скоростью ${bitsN(p.speed)} в секунду. Определите размер файла (в Кбайт), который можно передать за то же время через другое соединение со скоростью ${bitsN(p.speed2)} в секунду. В ответе укажите одно число — размер файла в Кбайт. Единицы измерения писать не нужно.</p>`,
          steps: `<p>За одно и то же время объём пропорционален скорости: ${p.kbytes} · ${p.speed2} / ${p.speed} = ${value} Кбайт.</p>`,
          python: `print(${p.kbytes} * ${p.speed2} // ${p.speed})\n`,
        };
      }
      const direct = (p.mbytes * 2 ** 23) / 2 ** p.power;
      const archive = (direct * p.percent) / 100;
      return {
        text:
          `<p>Документ объёмом ${p.mbytes} Мбайт можно передать с одного компьютера на другой двумя способами.</p><p>А. Сжать архиватором, передать архив по каналу связи, распаковать.</p><p>Б. Передать по каналу связи без использования архиватора.</p>` +
          `<p>Какой способ быстрее и насколько, если средняя скорость передачи данных по каналу связи составляет 2<sup>${p.power}</sup> бит в секунду, объём сжатого архиватором документа равен ${p.percent}% исходного, время, требуемое на сжатие документа, — ${secondsNom(p.pack)}, на распаковку — ${secondsNom(p.unpack)}?</p>` +
          '<p>В ответе запишите только целое число — на сколько секунд более быстрый способ быстрее другого. Единицы измерения писать не нужно.</p>',
        steps: `<p>Б: ${p.mbytes} · 2<sup>23</sup> / 2<sup>${p.power}</sup> = ${direct} с.</p><p>А: ${p.pack} + ${direct} · ${p.percent} / 100 + ${p.unpack} = ${p.pack} + ${archive} + ${p.unpack} = ${p.pack + archive + p.unpack} с.</p><p>Быстрее способ ${p.pack + archive + p.unpack < direct ? 'А' : 'Б'}, разница ${value} с.</p>`,
        python: `b = ${p.mbytes} * 2**23 // 2**${p.power}\na = ${p.pack} + ${p.mbytes} * 2**23 * ${p.percent} // 100 // 2**${p.power} + ${p.unpack}\nprint(abs(b - a))\n`,
      };
    }
  }
}

export const type07Generator: TaskGenerator<Params> = {
  type: 7,
  // 2: five families (colours, memory, sound, photo series, transfer/archiver); numerals agree.
  // 3: the archiver's answer is a number (the seconds), as the answer check expects for 7.
  version: 3,
  draw,
  solve,
  check,
  render(p, answer) {
    return { ...render(p, answer), files: [] };
  },
};
