import type { DemoSolution } from '../demo-task';
import { odsReader } from '@ege/core/files/odf/ods-reader-python';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Читаем три листа из 3.ods (рядом с программой) стандартными средствами Python: .ods — это zip-архив, ячейки лежат в content.xml. ' +
  'Справочники «Товар» и «Магазин» превращаем в словари по артикулу и по ID магазина — это и есть связь таблиц, как в запросе к базе данных. ' +
  'Затем проходим по строкам «Движения товаров» и отбираем нужные: день берём из даты вида 01.06.2024.</p>';

const read = `${odsReader}\n\n${python`
  sheets = read_ods('3.ods')
  goods = {int(r[0]): r for r in sheets['Товар'][1:] if r and r[0] != ''}
  district = {r[0]: r[1] for r in sheets['Магазин'][1:] if r and r[0] != ''}
  # Строка движения: (день, магазин, товар, тип операции, упаковок, цена).
  moves = [(int(r[1][:2]), r[2], goods[int(r[3])], r[4], int(r[5]), r[6])
           for r in sheets['Движение товаров'][1:] if r and r[0] != '']
`}\n`;

/** Type 3: queries over the three-table database in the .ods file. */
export const type03Solutions: Record<string, DemoSolution> = {
  't03-1': {
    steps:
      method +
      '<ol><li>Отбираем яйцо диетическое в магазинах Заречного района: поступления прибавляем, продажи вычитаем — получаем, на сколько упаковок выросло наличие.</li>' +
      '<li>Ответ: 84.</li></ol>',
    python: `${read}\n${python`
      change = 0
      for day, shop, item, kind, packs, price in moves:
          if item[2] == 'Яйцо диетическое' and district[shop] == 'Заречный':
              change += packs if kind == 'Поступление' else -packs
      print(change)
    `}`,
  },
  't03-2': {
    steps:
      method +
      '<ol><li>Отбираем продажи сахара песка в Октябрьском районе со 2 по 8 июня.</li>' +
      '<li>Масса = упаковки × количество в упаковке (в граммах) / 1000. Ответ: 71.</li></ol>',
    python: `${read}\n${python`
      grams = 0
      for day, shop, item, kind, packs, price in moves:
          if item[2] == 'Сахар песок' and district[shop] == 'Октябрьский' and kind == 'Продажа' and 2 <= day <= 8:
              grams += packs * item[4]
      print(round(grams / 1000))
    `}`,
  },
  't03-3': {
    steps:
      method +
      '<ol><li>Выручка одной продажи — упаковки × цена за упаковку. Суммируем продажи отдела «Молочная продукция» в Центральном районе.</li>' +
      '<li>Ответ: 32674.</li></ol>',
    python: `${read}\n${python`
      revenue = 0
      for day, shop, item, kind, packs, price in moves:
          if item[1] == 'Молочная продукция' and district[shop] == 'Центральный' and kind == 'Продажа':
              revenue += packs * price
      print(round(revenue))
    `}`,
  },
  't03-4': {
    steps:
      method +
      '<ol><li>Копим выручку от продаж товаров поставщика ООО «Восток» с 3 по 9 июня в словаре по ID магазина.</li>' +
      '<li>Печатаем магазин с наибольшей суммой. Ответ: M7.</li></ol>',
    python: `${read}\n${python`
      revenue = {}
      for day, shop, item, kind, packs, price in moves:
          if item[5] == 'ООО «Восток»' and kind == 'Продажа' and 3 <= day <= 9:
              revenue[shop] = revenue.get(shop, 0) + packs * price
      print(max(revenue, key=revenue.get))
    `}`,
  },
  't03-5': {
    steps:
      method +
      '<ol><li>Копим выручку от продаж отдела «Бакалея» по магазинам и считаем магазины, где она больше 10 000 рублей.</li>' +
      '<li>Ответ: 6.</li></ol>',
    python: `${read}\n${python`
      revenue = {}
      for day, shop, item, kind, packs, price in moves:
          if item[1] == 'Бакалея' and kind == 'Продажа':
              revenue[shop] = revenue.get(shop, 0) + packs * price
      print(sum(1 for total in revenue.values() if total > 10000))
    `}`,
  },
};
