import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Вместо поиска в текстовом редакторе считаем программой. Файл 10.odt (рядом с программой) — это zip-архив, текст лежит в content.xml ' +
  'в абзацах <code>text:p</code>; читаем его стандартными модулями <code>zipfile</code> и <code>xml.etree.ElementTree</code>. ' +
  'Словами считаем непрерывные последовательности русских букв (<code>re.findall</code>), так же как поиск «только слово целиком».</p>';

const read = python`
  import re
  import zipfile
  import xml.etree.ElementTree as ET

  TEXT = '{urn:oasis:names:tc:opendocument:xmlns:text:1.0}'
  GAPS = {TEXT + 'line-break', TEXT + 'tab', TEXT + 's'}

  def text_of(element):
      # Разрыв строки, табуляция и пробелы хранятся элементами — на их месте ставим пробел, чтобы слова не склеились.
      out = element.text or ''
      for child in element:
          out += (' ' if child.tag in GAPS else text_of(child)) + (child.tail or '')
      return out

  root = ET.fromstring(zipfile.ZipFile('10.odt').read('content.xml'))
  paragraphs = [text_of(p) for p in root.iter(TEXT + 'p')]

  def words(texts):
      return [w for t in texts for w in re.findall('[А-Яа-яЁё]+', t)]
`;

/** Type 10: word counts in the .odt text. */
export const type10Solutions: Record<string, DemoSolution> = {
  't10-1': {
    steps: method + '<ol><li>Считаем слова, в точности равные «дом» (регистр важен: «Дом» не подходит).</li><li>Ответ: 18.</li></ol>',
    python: `${read}\n${python`
      print(sum(1 for w in words(paragraphs) if w == 'дом'))
    `}`,
  },
  't10-2': {
    steps: method + '<ol><li>Приводим слово к строчным (<code>lower()</code>) и сравниваем с «лес».</li><li>Ответ: 29.</li></ol>',
    python: `${read}\n${python`
      print(sum(1 for w in words(paragraphs) if w.lower() == 'лес'))
    `}`,
  },
  't10-3': {
    steps:
      method +
      '<ol><li>Отдельное слово «ель» пропускаем, в остальных словах считаем вхождения «ель» (<code>count</code>) в строчном виде.</li>' +
      '<li>Ответ: 55.</li></ol>',
    python: `${read}\n${python`
      print(sum(w.lower().count('ель') for w in words(paragraphs) if w.lower() != 'ель'))
    `}`,
  },
  't10-4': {
    steps:
      method +
      '<ol><li>Глава III — абзацы между заголовком «Глава III» и следующим заголовком «Глава …».</li>' +
      '<li>В них считаем слова из списка форм единственного числа. Ответ: 7.</li></ol>',
    python: `${read}\n${python`
      start = paragraphs.index('Глава III') + 1
      end = next((i for i in range(start, len(paragraphs)) if paragraphs[i].startswith('Глава ')), len(paragraphs))
      forms = {'сад', 'сада', 'саду', 'садом', 'саде'}
      print(sum(1 for w in words(paragraphs[start:end]) if w.lower() in forms))
    `}`,
  },
  't10-5': {
    steps: method + '<ol><li>Считаем слова, которые в строчном виде входят в список всех форм слова «река».</li><li>Ответ: 88.</li></ol>',
    python: `${read}\n${python`
      forms = {'река', 'реки', 'реке', 'реку', 'рекой', 'рек', 'рекам', 'реками', 'реках'}
      print(sum(1 for w in words(paragraphs) if w.lower() in forms))
    `}`,
  },
};
