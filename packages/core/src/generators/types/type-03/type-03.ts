import { buildOds, type OdsSheet } from '../../../files/odf/build-ods';
import { odsReader } from '../../../files/odf/ods-reader-python';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 3: the exam's database «Движение товаров» in 3.ods — three related sheets (the movement of
 * goods: thousands of deliveries and sales; the goods; the shops). A query over the joined tables:
 * how the stock changed, the mass or volume sold or delivered, the revenue (a total, the shop with
 * the most, how many shops above a sum). The solution joins through dictionaries by article and shop
 * ID (VLOOKUP in a spreadsheet); the checker first collects the sets of matching articles and shops
 * and then filters the movement, reading the dates another way.
 */
type Cell = string | number;
export type Move = [id: number, date: string, shop: string, article: number, kind: string, packs: number, price: number];
export type Good = [article: number, dept: string, name: string, unit: string, amount: number, supplier: string];
export type Shop = [id: string, district: string, address: string];

export type Family = 'stock' | 'amount' | 'revenue';
type Target = { by: 'good' | 'dept' | 'supplier'; name: string };
export type Question = {
  family: Family;
  target: Target;
  /** The district (nominative), or null for the whole city. */
  district: string | null;
  from: number;
  to: number;
  /** 'amount': the sold or the delivered goods. */
  kind?: 'Продажа' | 'Поступление';
  /** 'stock': in packs or in kg / l. */
  measure?: 'packs' | 'mass';
  /** 'revenue': the total, the shop with the most, how many shops above `threshold`. */
  result?: 'sum' | 'max-shop' | 'count-over';
  threshold?: number;
};

export type Params3 = { month: number; days: number; moves: Move[]; goods: Good[]; shops: Shop[]; question: Question };

const MONTHS = [
  ['июня', 30],
  ['июля', 31],
  ['августа', 31],
  ['сентября', 30],
  ['октября', 31],
] as const;
const MONTH_NUMBER = [6, 7, 8, 9, 10];

const DISTRICTS: [string, string][] = [
  ['Заречный', 'Заречного'],
  ['Октябрьский', 'Октябрьского'],
  ['Центральный', 'Центрального'],
  ['Первомайский', 'Первомайского'],
  ['Ленинский', 'Ленинского'],
  ['Промышленный', 'Промышленного'],
  ['Северный', 'Северного'],
  ['Южный', 'Южного'],
];
const genitive = new Map(DISTRICTS);
const STREETS = ['ул. Садовая', 'пр. Мира', 'ул. Лесная', 'ул. Гагарина', 'ул. Школьная', 'пер. Почтовый', 'ул. Новая', 'ул. Победы', 'ул. Заводская', 'ул. Речная', 'пл. Революции', 'ул. Строителей'];

// Department, name (no quotes inside: the statement quotes it), unit, amount per pack, supplier, base price per pack. Amounts in г and мл are
// 250, 500, 1000 or 2000: each divides the larger ones, so a total can be made whole kilograms.
const CATALOG: [string, string, string, number, string, number][] = [
  ['Бакалея', 'Сахар песок', 'г', 1000, 'ООО «Сладкий край»', 79],
  ['Бакалея', 'Мука пшеничная', 'г', 2000, 'Мельница «Колос»', 105],
  ['Бакалея', 'Рис круглозёрный', 'г', 1000, 'ООО «Восток»', 118],
  ['Бакалея', 'Гречка ядрица', 'г', 1000, 'ООО «Восток»', 96],
  ['Бакалея', 'Макароны рожки', 'г', 500, 'Мельница «Колос»', 64],
  ['Бакалея', 'Соль поваренная', 'г', 1000, 'ООО «Восток»', 25],
  ['Бакалея', 'Горох колотый', 'г', 500, 'Агрофирма «Нива»', 48],
  ['Бакалея', 'Пшено', 'г', 500, 'Агрофирма «Нива»', 52],
  ['Бакалея', 'Овсяные хлопья', 'г', 500, 'Мельница «Колос»', 70],
  ['Молочная продукция', 'Молоко 3,2%', 'мл', 1000, 'Молокозавод «Зорька»', 89],
  ['Молочная продукция', 'Кефир 2,5%', 'мл', 1000, 'Молокозавод «Зорька»', 82],
  ['Молочная продукция', 'Ряженка 4%', 'мл', 500, 'Молокозавод «Зорька»', 61],
  ['Молочная продукция', 'Творог 9%', 'г', 250, 'Ферма «Луговая»', 115],
  ['Молочная продукция', 'Сметана 20%', 'г', 250, 'Ферма «Луговая»', 98],
  ['Молочная продукция', 'Масло сливочное', 'г', 250, 'Ферма «Луговая»', 189],
  ['Молочная продукция', 'Сыр российский', 'г', 250, 'Сыроварня «Холм»', 240],
  ['Напитки', 'Сок яблочный', 'мл', 1000, 'ООО «Сады Придонья»', 135],
  ['Напитки', 'Сок томатный', 'мл', 1000, 'ООО «Сады Придонья»', 128],
  ['Напитки', 'Вода минеральная', 'мл', 500, 'ООО «Родник»', 55],
  ['Напитки', 'Вода питьевая', 'мл', 2000, 'ООО «Родник»', 60],
  ['Напитки', 'Морс клюквенный', 'мл', 1000, 'ООО «Сады Придонья»', 110],
  ['Напитки', 'Квас хлебный', 'мл', 2000, 'Пивзавод «Волга»', 95],
  ['Кондитерские изделия', 'Печенье овсяное', 'г', 250, 'Фабрика «Заря»', 72],
  ['Кондитерские изделия', 'Пряники мятные', 'г', 500, 'Фабрика «Заря»', 88],
  ['Кондитерские изделия', 'Зефир ванильный', 'г', 250, 'Фабрика «Сластёна»', 120],
  ['Кондитерские изделия', 'Конфеты Ромашка', 'г', 250, 'Фабрика «Сластёна»', 210],
  ['Кондитерские изделия', 'Вафли лимонные', 'г', 250, 'Фабрика «Заря»', 66],
  ['Овощи и фрукты', 'Картофель', 'г', 2000, 'Агрофирма «Нива»', 90],
  ['Овощи и фрукты', 'Морковь', 'г', 1000, 'Агрофирма «Нива»', 45],
  ['Овощи и фрукты', 'Лук репчатый', 'г', 1000, 'Агрофирма «Нива»', 40],
  ['Овощи и фрукты', 'Яблоки', 'г', 1000, 'ООО «Сады Придонья»', 130],
  ['Яйцо', 'Яйцо диетическое', 'шт', 10, 'Птицефабрика «Рассвет»', 112],
  ['Яйцо', 'Яйцо столовое', 'шт', 10, 'Птицефабрика «Рассвет»', 99],
];

export const MOVE_HEADER = ['ID операции', 'Дата', 'ID магазина', 'Артикул', 'Тип операции', 'Количество упаковок, шт.', 'Цена, руб./шт.'];
export const GOOD_HEADER = ['Артикул', 'Отдел', 'Наименование товара', 'Ед. изм.', 'Количество в упаковке', 'Поставщик'];
export const SHOP_HEADER = ['ID магазина', 'Район', 'Адрес'];

export function sheetsOf(p: Params3): OdsSheet[] {
  return [
    { name: 'Движение товаров', rows: [MOVE_HEADER, ...p.moves] },
    { name: 'Товар', rows: [GOOD_HEADER, ...p.goods] },
    { name: 'Магазин', rows: [SHOP_HEADER, ...p.shops] },
  ];
}

/** The three tables back from the file's sheets (headers skipped): what a test reads from the bytes. */
export function tablesOfSheets(sheets: { name: string; rows: Cell[][] }[]): Pick<Params3, 'moves' | 'goods' | 'shops'> {
  const rows = (name: string) => (sheets.find((s) => s.name === name)?.rows ?? []).slice(1);
  return { moves: rows('Движение товаров') as Move[], goods: rows('Товар') as Good[], shops: rows('Магазин') as Shop[] };
}

const dayOf = (date: string) => Number(date.slice(0, 2));
const isWeighed = (unit: string) => unit === 'г' || unit === 'мл';

/** The rows the question selects, joined through dictionaries (VLOOKUP by article and by shop ID). */
function selected(p: Params3): { move: Move; good: Good; shop: Shop }[] {
  const q = p.question;
  const goodBy = new Map(p.goods.map((g) => [g[0], g]));
  const shopBy = new Map(p.shops.map((s) => [s[0], s]));
  const out: { move: Move; good: Good; shop: Shop }[] = [];
  for (const move of p.moves) {
    const good = goodBy.get(move[3])!;
    const shop = shopBy.get(move[2])!;
    const day = dayOf(move[1]);
    if (day < q.from || day > q.to) continue;
    if (q.district !== null && shop[1] !== q.district) continue;
    const field = q.target.by === 'good' ? good[2] : q.target.by === 'dept' ? good[1] : good[5];
    if (field !== q.target.name) continue;
    if (q.kind && move[4] !== q.kind) continue;
    if (q.family === 'revenue' && move[4] !== 'Продажа') continue;
    out.push({ move, good, shop });
  }
  return out;
}

/** Grams (or ml) of one row, signed for the stock: deliveries add, sales take away. */
function signedAmount(q: Question, move: Move, good: Good): number {
  const sign = q.family === 'stock' && move[4] === 'Продажа' ? -1 : 1;
  return sign * move[5] * (q.family === 'stock' && q.measure === 'packs' ? 1 : good[4]);
}

function byShop(rows: { move: Move }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { move } of rows) totals.set(move[2], (totals.get(move[2]) ?? 0) + move[5] * move[6]);
  return totals;
}

function solve(p: Params3): GeneratedAnswer | null {
  const q = p.question;
  const rows = selected(p);
  if (rows.length === 0) return null;
  if (q.family === 'revenue') {
    if (q.result === 'sum') return fieldAnswer(rows.reduce((s, r) => s + r.move[5] * r.move[6], 0));
    const totals = byShop(rows);
    if (q.result === 'count-over') {
      const over = [...totals.values()].filter((v) => v > q.threshold!).length;
      return over > 0 && over < p.shops.length ? fieldAnswer(over) : null;
    }
    const best = Math.max(...totals.values());
    const winners = [...totals].filter(([, v]) => v === best);
    return winners.length === 1 ? fieldAnswer(winners[0]![0]) : null;
  }
  const total = rows.reduce((s, r) => s + signedAmount(q, r.move, r.good), 0);
  if (q.family === 'stock' && q.measure === 'packs') return total > 0 ? fieldAnswer(total) : null;
  return total > 0 && total % 1000 === 0 ? fieldAnswer(total / 1000) : null;
}

/** The checker: sets of matching articles and shops first, then one filter over the movement; dates by split. */
function check(p: Params3): GeneratedAnswer | null {
  const q = p.question;
  const column = q.target.by === 'good' ? 2 : q.target.by === 'dept' ? 1 : 5;
  const articles = new Set(p.goods.filter((g) => g[column] === q.target.name).map((g) => g[0]));
  const amountOf = new Map(p.goods.map((g) => [g[0], g[4]]));
  const shops = new Set(p.shops.filter((s) => q.district === null || s[1] === q.district).map((s) => s[0]));
  const rows = p.moves.filter((m) => {
    const [d] = m[1].split('.');
    const day = parseInt(d!, 10);
    return articles.has(m[3]) && shops.has(m[2]) && q.from <= day && day <= q.to;
  });
  if (q.family === 'revenue') {
    const sales = rows.filter((m) => m[4] === 'Продажа');
    if (sales.length === 0) return null;
    const perShop = [...shops].map((s) => ({ s, v: sales.filter((m) => m[2] === s).reduce((t, m) => t + m[5] * m[6], 0) }));
    if (q.result === 'sum') return fieldAnswer(perShop.reduce((t, x) => t + x.v, 0));
    if (q.result === 'count-over') {
      const over = perShop.filter((x) => x.v > q.threshold!).length;
      return over > 0 && over < p.shops.length ? fieldAnswer(over) : null;
    }
    perShop.sort((a, b) => b.v - a.v);
    return perShop.length > 0 && (perShop.length === 1 || perShop[0]!.v > perShop[1]!.v) ? fieldAnswer(perShop[0]!.s) : null;
  }
  let received = 0;
  let sold = 0;
  for (const m of rows) {
    const units = m[5] * (q.family === 'stock' && q.measure === 'packs' ? 1 : amountOf.get(m[3])!);
    if (m[4] === 'Поступление') received += units;
    else sold += units;
  }
  if (rows.length === 0) return null;
  const total = q.family === 'stock' ? received - sold : q.kind === 'Продажа' ? sold : received;
  if (q.family === 'stock' && q.measure === 'packs') return total > 0 ? fieldAnswer(total) : null;
  return total > 0 && total % 1000 === 0 ? fieldAnswer(total / 1000) : null;
}

function drawTables(random: SeededRandom, difficulty: Difficulty): Omit<Params3, 'question'> {
  const month = random.int(0, MONTHS.length - 1);
  const days = difficulty === 1 ? 10 : difficulty === 2 ? random.int(14, 20) : random.int(20, 25);
  const districts = random.shuffle(DISTRICTS).slice(0, random.int(4, 6));
  const shopCount = difficulty === 1 ? random.int(12, 15) : random.int(15, 20);
  const shops: Shop[] = Array.from({ length: shopCount }, (_, i) => [`M${i + 1}`, i < districts.length ? districts[i]![0] : random.pick(districts)[0], `${random.pick(STREETS)}, ${random.int(1, 90)}`]);
  const catalog = random.shuffle(CATALOG).slice(0, random.int(24, CATALOG.length));
  const goods: Good[] = catalog.map((c, i) => [i + 1, c[0], c[1], c[2], c[3], c[4]]);
  const basePrice = new Map(catalog.map((c, i) => [i + 1, c[5]]));
  const perDay = 7;
  const moves: Move[] = [];
  const monthNumber = String(MONTH_NUMBER[month]).padStart(2, '0');
  for (let day = 1; day <= days; day++) {
    const date = `${String(day).padStart(2, '0')}.${monthNumber}.2024`;
    for (const shop of shops) {
      const markup = (Number(shop[0].slice(1)) % 4) * 5;
      for (const good of random.shuffle(goods).slice(0, perDay)) {
        const price = basePrice.get(good[0])! + markup;
        const delivered = random.int(10, 100);
        moves.push([moves.length + 1, date, shop[0], good[0], 'Поступление', delivered, price]);
        moves.push([moves.length + 1, date, shop[0], good[0], 'Продажа', random.int(5, delivered), price]);
      }
    }
  }
  return { month, days, moves, goods, shops };
}

function drawQuestion(random: SeededRandom, difficulty: Difficulty, t: Omit<Params3, 'question'>): Question | null {
  const family = random.pick(['stock', 'amount', 'revenue'] as const);
  const district = random.pick(t.shops)[1];
  const whole = { from: 1, to: t.days };
  const from = random.int(1, Math.floor(t.days / 2));
  const part = { from, to: random.int(from + 3, t.days - 1) };
  const weighed = t.goods.filter((g) => isWeighed(g[3]));
  // A department whose goods are all weighed in one unit (all г or all мл) can be totalled in kg or l.
  const units = new Map<string, Set<string>>();
  for (const g of t.goods) units.set(g[1], (units.get(g[1]) ?? new Set()).add(g[3]));
  const oneUnit = [...units].filter(([, u]) => u.size === 1 && isWeighed([...u][0]!)).map(([d]) => d);
  if (family === 'stock') {
    if (difficulty < 3) return { family, target: { by: 'good', name: random.pick(t.goods)[2] }, district, ...(difficulty === 1 ? whole : part), measure: 'packs' };
    if (oneUnit.length === 0) return null;
    return { family, target: { by: 'dept', name: random.pick(oneUnit) }, district, ...part, measure: 'mass' };
  }
  if (family === 'amount') {
    const kind = random.pick(['Продажа', 'Поступление'] as const);
    if (difficulty < 3) return { family, target: { by: 'good', name: random.pick(weighed)[2] }, district, ...(difficulty === 1 ? whole : part), kind };
    if (oneUnit.length === 0) return null;
    return { family, target: { by: 'dept', name: random.pick(oneUnit) }, district: random.next() < 0.3 ? null : district, ...part, kind };
  }
  if (difficulty === 1) return { family, target: { by: 'good', name: random.pick(t.goods)[2] }, district, ...whole, result: 'sum' };
  if (difficulty === 2) return { family, target: { by: 'dept', name: random.pick(t.goods)[1] }, district, ...part, result: 'sum' };
  const target: Target = random.next() < 0.5 ? { by: 'supplier', name: random.pick(t.goods)[5] } : { by: 'dept', name: random.pick(t.goods)[1] };
  return { family, target, district: null, ...part, result: random.pick(['max-shop', 'count-over'] as const) };
}

/**
 * Makes the asked mass a whole number of kg (l): the selected rows' grams are a multiple of the
 * smallest pack among them (250, 500, 1000 or 2000 each divide the larger), so a few more packs of
 * that good delivered in one row make the total divisible by 1000.
 */
function wholeKilograms(p: Params3): void {
  const q = p.question;
  if (q.family === 'revenue' || (q.family === 'stock' && q.measure === 'packs')) return;
  const rows = selected(p);
  if (rows.length === 0) return;
  const total = rows.reduce((s, r) => s + signedAmount(q, r.move, r.good), 0);
  const rest = ((total % 1000) + 1000) % 1000;
  if (rest === 0) return;
  const positive = rows.filter((r) => signedAmount(q, r.move, r.good) > 0).sort((a, b) => a.good[4] - b.good[4] || a.move[0] - b.move[0]);
  const row = positive[0];
  if (!row) return;
  const extra = (1000 - rest) / row.good[4];
  if (Number.isInteger(extra)) row.move[5] += extra;
}

/** For 'count-over': a round sum strictly between two shops' revenues. */
function threshold(random: SeededRandom, p: Params3): number | null {
  const totals = [...byShop(selected(p)).values()].sort((a, b) => a - b);
  if (totals.length < 4) return null;
  const i = random.int(1, totals.length - 2);
  const low = totals[i - 1]!;
  const high = totals[i]!;
  const step = high - low > 2000 ? 1000 : high - low > 200 ? 100 : 10;
  const value = Math.ceil((low + 1) / step) * step;
  return value > low && value < high ? value : null;
}

function periodRu(q: Question, month: string): string {
  return q.from === q.to ? `${q.from} ${month}` : `период с ${q.from} по ${q.to} ${month} включительно`;
}

function targetRu(t: Target): string {
  return t.by === 'good' ? `товара «${t.name}»` : t.by === 'dept' ? `товаров отдела «${t.name}»` : `товаров поставщика ${t.name}`;
}

function whereRu(q: Question): string {
  return q.district === null ? 'во всех магазинах города' : `в магазинах ${genitive.get(q.district)} района`;
}

function unitOf(p: Params3): { word: string; short: string } {
  const name = p.question.target.name;
  const good = p.goods.find((g) => (p.question.target.by === 'good' ? g[2] : g[1]) === name)!;
  return good[3] === 'мл' ? { word: 'общий объём (в литрах)', short: 'л' } : { word: 'общую массу (в кг)', short: 'кг' };
}

function questionRu(p: Params3): string {
  const q = p.question;
  const month = MONTHS[p.month]![0];
  const period = `за ${periodRu(q, month)}`;
  const lead = '<p>Используя информацию из приведённой базы данных, определите ';
  if (q.family === 'stock') {
    if (q.measure === 'packs') return `${lead.replace('определите ', 'определите, ')}на сколько увеличилось количество упаковок ${targetRu(q.target)}, имеющихся в наличии ${whereRu(q)}, ${period}. В ответе запишите только число.</p>`;
    const u = unitOf(p);
    const what = u.short === 'л' ? 'увеличился общий объём (в литрах)' : 'увеличилась общая масса (в кг)';
    return `${lead.replace('определите ', 'определите, ')}на сколько ${what} ${targetRu(q.target)}, имеющихся в наличии ${whereRu(q)}, ${period}. В ответе запишите только число.</p>`;
  }
  if (q.family === 'amount') {
    const u = unitOf(p);
    const one = q.target.by === 'good';
    const verb = q.kind === 'Продажа' ? (one ? 'проданного' : 'проданных') : one ? 'поступившего' : 'поступивших';
    const where = q.kind === 'Продажа' ? whereRu(q) : q.district === null ? 'во все магазины города' : `в магазины ${genitive.get(q.district)} района`;
    return `${lead}${u.word} ${targetRu(q.target)}, ${verb} ${where} ${period}. В ответе запишите только число.</p>`;
  }
  if (q.result === 'sum') return `${lead}общую выручку (в рублях) от продажи ${targetRu(q.target)} ${whereRu(q)} ${period}. В ответе запишите только число.</p>`;
  if (q.result === 'max-shop')
    return `${lead}ID магазина, в котором ${period} была получена наибольшая выручка от продажи ${targetRu(q.target)}. В ответе запишите только ID магазина, например: M7.</p>`;
  return `${lead.replace('определите ', 'определите, ')}в скольких магазинах выручка от продажи ${targetRu(q.target)} ${period} превысила ${q.threshold!.toLocaleString('ru-RU')} рублей. В ответе запишите только число.</p>`;
}

function intro(p: Params3): string {
  const month = MONTHS[p.month]![0];
  const cells = (h: string[]) => `<table><tr>${h.map((x) => `<td>${x}</td>`).join('')}</tr></table>`;
  return (
    '<p>В файле 3.ods приведён фрагмент базы данных «Продукты» о поставках товаров в магазины различных районов и их продаже. ' +
    'База данных состоит из трёх таблиц. Таблица «Движение товаров» содержит записи о поставках и продажах товаров в магазинах ' +
    `города в период с 1 по ${p.days} ${month} 2024 г., а также информацию о проданных количествах и ценах. Поле «Тип операции» содержит ` +
    'значение «Поступление» или «Продажа», а в поле «Количество упаковок, шт.» указано, сколько упаковок товара поступило в магазин ' +
    'или было продано в течение дня. Заголовок таблицы имеет вид:</p>' +
    cells(MOVE_HEADER) +
    '<p>Таблица «Товар» содержит информацию об основных характеристиках каждого товара (в поле «Количество в упаковке» — масса, объём или число штук в одной упаковке в единицах поля «Ед. изм.»):</p>' +
    cells(GOOD_HEADER) +
    '<p>Таблица «Магазин» содержит информацию о местонахождении магазинов:</p>' +
    cells(SHOP_HEADER) +
    '<p>Таблицы связаны по полям: «Товар».Артикул — «Движение товаров».Артикул и «Магазин».ID магазина — «Движение товаров».ID магазина.</p>'
  );
}

const PY_READ = `sheets = read_ods('3.ods')
goods = {int(r[0]): r for r in sheets['Товар'][1:] if r and r[0] != ''}
shops = {r[0]: r for r in sheets['Магазин'][1:] if r and r[0] != ''}
# Строка движения: день, магазин, товар (строка таблицы «Товар»), тип операции, упаковок, цена.
moves = [(int(r[1][:2]), shops[r[2]], goods[int(r[3])], r[4], int(r[5]), int(r[6]))
         for r in sheets['Движение товаров'][1:] if r and r[0] != '']
`;

function pythonOf(p: Params3): string {
  const q = p.question;
  const column = q.target.by === 'good' ? 2 : q.target.by === 'dept' ? 1 : 5;
  const conditions = [`item[${column}] == '${q.target.name}'`, `${q.from} <= day <= ${q.to}`];
  if (q.district !== null) conditions.push(`shop[1] == '${q.district}'`);
  if (q.family === 'revenue' || q.kind) conditions.push(`kind == '${q.family === 'revenue' ? 'Продажа' : q.kind}'`);
  const loop = `for day, shop, item, kind, packs, price in moves:\n    if ${conditions.join(' and ')}:\n`;
  if (q.family === 'stock' && q.measure === 'packs') return `change = 0\n${loop}        change += packs if kind == 'Поступление' else -packs\nprint(change)\n`;
  if (q.family === 'stock') return `grams = 0\n${loop}        grams += (packs if kind == 'Поступление' else -packs) * int(item[4])\nprint(grams // 1000)  # граммы (мл) в кг (л): делится нацело\n`;
  if (q.family === 'amount') return `grams = 0\n${loop}        grams += packs * int(item[4])\nprint(grams // 1000)  # граммы (мл) в кг (л): делится нацело\n`;
  if (q.result === 'sum') return `revenue = 0\n${loop}        revenue += packs * price\nprint(revenue)\n`;
  const perShop = `revenue = {}\n${loop}        revenue[shop[0]] = revenue.get(shop[0], 0) + packs * price\n`;
  if (q.result === 'max-shop') return `${perShop}print(max(revenue, key=revenue.get))\n`;
  return `${perShop}print(sum(1 for total in revenue.values() if total > ${q.threshold}))\n`;
}

function stepsOf(p: Params3, value: string): string {
  const q = p.question;
  const method =
    '<p>Связываем таблицы: к каждой строке «Движения товаров» по артикулу подтягиваем строку «Товара», по ID магазина — строку «Магазина» ' +
    '(в электронной таблице — функцией ВПР или фильтром по вспомогательным столбцам; в программе — словарями). День берём из даты вида 01.06.2024.</p>';
  const pick = `<p>Отбираем строки ${targetRu(q.target)} ${whereRu(q)} за ${periodRu(q, MONTHS[p.month]![0])}.</p>`;
  let how: string;
  if (q.family === 'stock' && q.measure === 'packs') how = 'Наличие растёт на каждое поступление и уменьшается на каждую продажу: поступившие упаковки прибавляем, проданные вычитаем.';
  else if (q.family === 'stock') how = 'Для каждой строки количество упаковок умножаем на количество в упаковке (граммы или миллилитры); поступления прибавляем, продажи вычитаем, итог делим на 1000.';
  else if (q.family === 'amount') how = `Берём только строки с типом операции «${q.kind}»; упаковки умножаем на количество в упаковке (граммы или миллилитры), сумму делим на 1000.`;
  else if (q.result === 'sum') how = 'Берём только продажи; выручка строки — количество упаковок × цена упаковки; складываем.';
  else if (q.result === 'max-shop') how = 'Берём только продажи; выручку (упаковки × цена) копим по ID магазина и выбираем магазин с наибольшей суммой.';
  else how = `Берём только продажи; выручку (упаковки × цена) копим по ID магазина и считаем магазины, где она больше ${q.threshold} рублей.`;
  return `${method}${pick}<p>${how} Ответ: ${value}.</p>`;
}

export const type03Generator: TaskGenerator<Params3> = {
  type: 3,
  // 2: no quotes inside goods' names (they are quoted in the statement).
  version: 2,
  draw(random, difficulty) {
    const tables = drawTables(random, difficulty);
    const question = drawQuestion(random, difficulty, tables);
    if (question === null) return null;
    const p: Params3 = { ...tables, question };
    wholeKilograms(p);
    if (question.result === 'count-over') {
      const value = threshold(random, p);
      if (value === null) return null;
      question.threshold = value;
    }
    return p;
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const python = `${odsReader}\n\n${PY_READ}\n${pythonOf(p)}`;
    return { text: intro(p) + questionRu(p), files: [{ name: '3.ods', content: buildOds(sheetsOf(p), { deflate: true }) }], steps: stepsOf(p, value), python };
  },
};
