/**
 * Type 7: sizes of raster images and sound files. The numbers live in one parameter object per
 * task; the text is written from it and `solve()` computes from it, so the two cannot drift.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

const KIB = 1024;
const MIB = 1024 * 1024;

/** Smallest number of bits that can distinguish `n` values. */
const bitsFor = (n: number) => Math.ceil(Math.log2(n));

const t1 = { w: 1024, h: 768, kib: 640 };
const t2 = { channels: 4, khz: 32, bits: 24, minutes: 3 };
const t3 = { every: 4, colors: 65536, w: 640, h: 480, minutes: 2 };
const t4 = { mib: 48, channelsBefore: 2, channelsAfter: 1, depthTimes: 3, rateDiv: 2 };
const t5 = { w: 1024, h: 600, colors: 2 ** 24, headerKib: 32, mbit: 3, minutes: 5 };

export const type07Tasks: DemoTask[] = [
  {
    key: 't07-1',
    type: 7,
    difficulty: 1,
    text:
      `<p>Для хранения произвольного растрового изображения размером ${t1.w}×${t1.h} пикселей отведено ${t1.kib} Кбайт памяти ` +
      'без учёта размера заголовка файла. Для кодирования цвета каждого пикселя используется одинаковое количество бит, ' +
      'коды пикселей записываются в файл один за другим без промежутков. Какое максимальное количество цветов можно использовать в изображении?</p>',
    answer: field('64'),
    solve: () => field(2 ** Math.floor((t1.kib * KIB * 8) / (t1.w * t1.h))),
  },
  {
    key: 't07-2',
    type: 7,
    difficulty: 2,
    text:
      `<p>Производится четырёхканальная (квадро) звукозапись с частотой дискретизации ${t2.khz} кГц и ${t2.bits}-битным разрешением. ` +
      `Запись длится ${t2.minutes} минуты, её результаты записываются в файл, сжатие данных не производится. ` +
      'Определите приблизительно размер полученного файла (в Мбайт). В качестве ответа укажите ближайшее к размеру файла целое число.</p>',
    answer: field('66'),
    solve: () => field(Math.round((t2.channels * t2.khz * 1000 * t2.bits * t2.minutes * 60) / 8 / MIB)),
  },
  {
    key: 't07-3',
    type: 7,
    difficulty: 2,
    text:
      `<p>Автоматическая фотокамера каждые ${t3.every} секунды создаёт растровое изображение, содержащее ${t3.colors} цветов. ` +
      `Размер изображения — ${t3.w}×${t3.h} пикселей. Все полученные изображения и коды пикселей внутри одного изображения ` +
      'записываются подряд, никакая дополнительная информация не сохраняется, данные не сжимаются. Сколько Мбайт нужно выделить ' +
      `для хранения всех изображений, полученных за ${t3.minutes} минуты? В ответе запишите только целое число.</p>`,
    answer: field('18'),
    solve: () => {
      const images = (t3.minutes * 60) / t3.every;
      return field(Math.ceil((images * t3.w * t3.h * bitsFor(t3.colors)) / 8 / MIB));
    },
  },
  {
    key: 't07-4',
    type: 7,
    difficulty: 3,
    text:
      '<p>Музыкальный фрагмент был записан в формате стерео (двухканальная запись), оцифрован и сохранён в виде файла без ' +
      `использования сжатия данных. Размер полученного файла — ${t4.mib} Мбайт. Затем тот же музыкальный фрагмент был записан ` +
      `повторно в формате моно и оцифрован с разрешением в ${t4.depthTimes} раза выше и частотой дискретизации в ${t4.rateDiv} раза меньше, ` +
      'чем в первый раз. Сжатие данных не производилось. Укажите размер файла в Мбайт, полученного при повторной записи. ' +
      'В ответе запишите только целое число.</p>',
    answer: field('36'),
    solve: () => field((((t4.mib / t4.channelsBefore) * t4.channelsAfter) * t4.depthTimes) / t4.rateDiv),
  },
  {
    key: 't07-5',
    type: 7,
    difficulty: 3,
    text:
      `<p>Камера наблюдения делает снимки размером ${t5.w}×${t5.h} пикселей, для кодирования цвета каждого пикселя используется ` +
      `палитра из 2<sup>24</sup> цветов; коды пикселей записываются подряд без промежутков. К каждому снимку добавляется ` +
      `служебный заголовок объёмом ${t5.headerKib} Кбайт. Снимки передаются по каналу связи со скоростью ${t5.mbit} Мбит/с ` +
      `(1 Мбит = 2<sup>20</sup> бит). Какое наибольшее количество снимков можно полностью передать за ${t5.minutes} минут?</p>`,
    answer: field('62'),
    solve: () => {
      const perImage = t5.w * t5.h * bitsFor(t5.colors) + t5.headerKib * KIB * 8;
      return field(Math.floor((t5.mbit * MIB * t5.minutes * 60) / perImage));
    },
  },
];
