/**
 * Type 3: a small shop database in an .ods with three related sheets (operations, goods, shops).
 * The data comes from a seeded generator; `solve()` reads the built file back and answers the
 * query by joining the sheets, so the answer is computed from exactly what the student opens.
 */
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';
import { buildOds, type OdsSheet } from '@ege/core/files/odf/build-ods';
import { readOds } from '@ege/core/files/odf/read-odf';
import { seededRandom } from '@ege/core/generators/seeded-random';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

const DISTRICTS = ['Заречный', 'Октябрьский', 'Центральный', 'Первомайский'] as const;
const STREETS = ['ул. Садовая', 'пр. Мира', 'ул. Лесная', 'ул. Гагарина', 'ул. Школьная', 'пер. Почтовый', 'ул. Новая', 'ул. Победы'];

// Article, department, name, unit, amount per pack, supplier, base price per pack.
const GOODS: [number, string, string, string, number, string, number][] = [
  [11, 'Молочная продукция', 'Молоко 3,2%', 'мл', 900, 'Молокозавод «Зорька»', 89],
  [12, 'Молочная продукция', 'Кефир 2,5%', 'мл', 900, 'Молокозавод «Зорька»', 82],
  [13, 'Молочная продукция', 'Творог 9%', 'г', 200, 'Ферма «Луговая»', 115],
  [14, 'Молочная продукция', 'Сметана 20%', 'г', 300, 'Ферма «Луговая»', 98],
  [15, 'Молочная продукция', 'Сыр «Российский»', 'г', 250, 'Сыроварня «Холм»', 240],
  [21, 'Бакалея', 'Сахар песок', 'г', 1000, 'ООО «Сладкий край»', 79],
  [22, 'Бакалея', 'Мука пшеничная', 'г', 2000, 'Мельница «Колос»', 105],
  [23, 'Бакалея', 'Рис круглозёрный', 'г', 900, 'ООО «Восток»', 118],
  [24, 'Бакалея', 'Гречка ядрица', 'г', 800, 'ООО «Восток»', 96],
  [25, 'Бакалея', 'Макароны «Рожки»', 'г', 450, 'Мельница «Колос»', 64],
  [31, 'Яйцо', 'Яйцо диетическое', 'шт', 10, 'Птицефабрика «Рассвет»', 112],
  [32, 'Яйцо', 'Яйцо столовое', 'шт', 10, 'Птицефабрика «Рассвет»', 99],
  [41, 'Напитки', 'Сок яблочный', 'мл', 1000, 'ООО «Сады Придонья»', 135],
  [42, 'Напитки', 'Вода минеральная', 'мл', 1500, 'ООО «Родник»', 55],
  [43, 'Напитки', 'Чай чёрный', 'г', 100, 'ООО «Восток»', 149],
];

function header(sheet: OdsSheet, ...names: string[]): number[] {
  const head = sheet.rows[0] ?? [];
  return names.map((n) => {
    const i = head.indexOf(n);
    if (i < 0) throw new Error(`type 3: no column ${n} on ${sheet.name}`);
    return i;
  });
}

/**
 * The database: each day every shop receives and sells one randomly chosen good. Kept to ~200
 * operations so the stored (uncompressed) .ods stays well under 200 KB.
 */
function buildSheets(seed: number): OdsSheet[] {
  const r = seededRandom(seed);
  const shops = Array.from({ length: 10 }, (_, i) => [`M${i + 1}`, DISTRICTS[i % 4] as string, `${r.pick(STREETS)}, ${r.int(1, 60)}`]);
  const ops: (string | number)[][] = [];
  let id = 1;
  for (let day = 1; day <= 10; day++) {
    for (const shop of shops) {
      {
        const g = r.pick(GOODS);
        const date = `${String(day).padStart(2, '0')}.06.2024`;
        const price = g[6] + (Number(String(shop[0]).slice(1)) % 3) * 5;
        const delivered = r.int(20, 90);
        ops.push([id++, date, shop[0] as string, g[0], 'Поступление', delivered, price]);
        ops.push([id++, date, shop[0] as string, g[0], 'Продажа', r.int(5, delivered), price]);
      }
    }
  }
  return [
    { name: 'Движение товаров', rows: [['ID операции', 'Дата', 'ID магазина', 'Артикул', 'Тип операции', 'Количество упаковок, шт.', 'Цена, руб./шт.'], ...ops] },
    { name: 'Товар', rows: [['Артикул', 'Отдел', 'Наименование товара', 'Ед. изм.', 'Количество в упаковке', 'Поставщик'], ...GOODS.map((g) => g.slice(0, 6))] },
    { name: 'Магазин', rows: [['ID магазина', 'Район', 'Адрес'], ...shops] },
  ];
}

/** One operation joined with its good and shop — the row a student builds with VLOOKUP. */
type Op = { day: number; shop: string; district: string; address: string; type: string; packs: number; price: number; name: string; dept: string; perPack: number; supplier: string };

function joined(file: Buffer): Op[] {
  const [moves, goods, shops] = readOds(file);
  if (!moves || !goods || !shops) throw new Error('type 3: three sheets expected');
  const [gArt, gDept, gName, gPer, gSup] = header(goods, 'Артикул', 'Отдел', 'Наименование товара', 'Количество в упаковке', 'Поставщик') as number[];
  const [sId, sDist, sAddr] = header(shops, 'ID магазина', 'Район', 'Адрес') as number[];
  const [mDate, mShop, mArt, mType, mPacks, mPrice] = header(moves, 'Дата', 'ID магазина', 'Артикул', 'Тип операции', 'Количество упаковок, шт.', 'Цена, руб./шт.') as number[];
  const goodBy = new Map(goods.rows.slice(1).map((g) => [g[gArt as number], g]));
  const shopBy = new Map(shops.rows.slice(1).map((s) => [s[sId as number], s]));
  return moves.rows.slice(1).map((m) => {
    const g = goodBy.get(m[mArt as number]);
    const s = shopBy.get(m[mShop as number]);
    if (!g || !s) throw new Error('type 3: dangling reference');
    return {
      day: Number(String(m[mDate as number]).slice(0, 2)),
      shop: String(m[mShop as number]),
      district: String(s[sDist as number]),
      address: String(s[sAddr as number]),
      type: String(m[mType as number]),
      packs: Number(m[mPacks as number]),
      price: Number(m[mPrice as number]),
      name: String(g[gName as number]),
      dept: String(g[gDept as number]),
      perPack: Number(g[gPer as number]),
      supplier: String(g[gSup as number]),
    };
  });
}

const INTRO =
  '<p>В файле 3.ods приведён фрагмент базы данных «Продукты» о поставках товаров в магазины различных районов и их продаже. ' +
  'База данных состоит из трёх таблиц. Таблица «Движение товаров» содержит записи о поставках и продажах товаров в магазинах ' +
  'города в первой декаде июня 2024 г., а также информацию о проданных количествах и ценах. Поле «Тип операции» содержит ' +
  'значение «Поступление» или «Продажа», а в поле «Количество упаковок, шт.» указано, сколько упаковок товара поступило в магазин ' +
  'или было продано в течение дня. Заголовок таблицы имеет вид:</p>' +
  '<table><tr><td>ID операции</td><td>Дата</td><td>ID магазина</td><td>Артикул</td><td>Тип операции</td><td>Количество упаковок, шт.</td><td>Цена, руб./шт.</td></tr></table>' +
  '<p>Таблица «Товар» содержит информацию об основных характеристиках каждого товара:</p>' +
  '<table><tr><td>Артикул</td><td>Отдел</td><td>Наименование товара</td><td>Ед. изм.</td><td>Количество в упаковке</td><td>Поставщик</td></tr></table>' +
  '<p>Таблица «Магазин» содержит информацию о местонахождении магазинов:</p>' +
  '<table><tr><td>ID магазина</td><td>Район</td><td>Адрес</td></tr></table>' +
  '<p>Таблицы связаны по полям: «Товар».Артикул — «Движение товаров».Артикул и «Магазин».ID магазина — «Движение товаров».ID магазина.</p>';

function sign(t: string): number {
  return t === 'Поступление' ? 1 : -1;
}

function argmaxUnique(totals: Map<string, number>): string {
  const best = Math.max(...totals.values());
  const winners = [...totals].filter(([, v]) => v === best);
  if (winners.length !== 1) throw new Error('type 3: the maximum is not unique');
  return winners[0]?.[0] ?? '';
}

function makeTask(key: string, difficulty: 1 | 2 | 3, seed: number, question: string, answer: string, query: (ops: Op[]) => string | number): DemoTask {
  const sheets = buildSheets(seed);
  const file: DemoFile = { name: '3.ods', build: () => buildOds(sheets) };
  return {
    key,
    type: 3,
    difficulty,
    text: INTRO + question,
    files: [file],
    answer: field(answer),
    solve: () => field(query(joined(file.build()))),
  };
}

export const type03Tasks: DemoTask[] = [
  makeTask(
    't03-1',
    1,
    301,
    '<p>Используя информацию из приведённой базы данных, определите, на сколько увеличилось количество упаковок яиц диетических, ' +
      'имеющихся в наличии в магазинах Заречного района, за период с 1 по 10 июня включительно. В ответе запишите только число.</p>',
    '84',
    (ops) => ops.filter((o) => o.name === 'Яйцо диетическое' && o.district === 'Заречный').reduce((s, o) => s + sign(o.type) * o.packs, 0),
  ),
  makeTask(
    't03-2',
    2,
    302,
    '<p>Используя информацию из приведённой базы данных, определите общую массу (в кг) сахара песка, проданного в магазинах ' +
      'Октябрьского района за период со 2 по 8 июня включительно. В ответе запишите только число.</p>',
    '71',
    (ops) =>
      ops
        .filter((o) => o.name === 'Сахар песок' && o.district === 'Октябрьский' && o.type === 'Продажа' && o.day >= 2 && o.day <= 8)
        .reduce((s, o) => s + (o.packs * o.perPack) / 1000, 0),
  ),
  makeTask(
    't03-3',
    2,
    303,
    '<p>Используя информацию из приведённой базы данных, определите общую выручку (в рублях) от продажи всех товаров отдела ' +
      '«Молочная продукция» в магазинах Центрального района за период с 1 по 10 июня включительно. В ответе запишите только число.</p>',
    '32674',
    (ops) => ops.filter((o) => o.dept === 'Молочная продукция' && o.district === 'Центральный' && o.type === 'Продажа').reduce((s, o) => s + o.packs * o.price, 0),
  ),
  makeTask(
    't03-4',
    3,
    304,
    '<p>Используя информацию из приведённой базы данных, определите ID магазина, в котором за период с 3 по 9 июня включительно ' +
      'была получена наибольшая выручка от продажи товаров поставщика ООО «Восток». В ответе запишите только ID магазина, например: M7.</p>',
    'M7',
    (ops) => {
      const totals = new Map<string, number>();
      for (const o of ops) if (o.supplier === 'ООО «Восток»' && o.type === 'Продажа' && o.day >= 3 && o.day <= 9) totals.set(o.shop, (totals.get(o.shop) ?? 0) + o.packs * o.price);
      return argmaxUnique(totals);
    },
  ),
  makeTask(
    't03-5',
    3,
    305,
    '<p>Используя информацию из приведённой базы данных, определите, в скольких магазинах суммарная выручка от продажи ' +
      'товаров отдела «Бакалея» за период с 1 по 10 июня включительно превысила 10 000 рублей. В ответе запишите только число.</p>',
    '6',
    (ops) => {
      const totals = new Map<string, number>();
      for (const o of ops) if (o.dept === 'Бакалея' && o.type === 'Продажа') totals.set(o.shop, (totals.get(o.shop) ?? 0) + o.packs * o.price);
      return [...totals.values()].filter((v) => v > 10000).length;
    },
  ),
];
