import { buildOdt, type OdtBlock } from '../../../files/odf/build-odt';
import { readOdtParagraphs } from '../../../files/odf/read-odf';
import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';
import { storyCombinations, storySentences, storyWords } from './type-10-text';

/**
 * Type 10: a search in a text document (10.odt, chapters of a story). The exam's families: one word
 * form as a separate word with a lowercase letter, or in any case; all case forms of a word (of the
 * singular, or of both numbers); a letter combination inside other words but not as a word; any of
 * them in one chapter only.
 */
type Family =
  | { kind: 'lower'; form: string; lemma: number }
  | { kind: 'any-case'; form: string; lemma: number }
  | { kind: 'forms'; lemma: number; numbers: 'singular' | 'both' }
  | { kind: 'inside'; letters: string };

type Params = { chapters: string[][]; family: Family; chapter: number | null };

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
const heading = (index: number) => `Глава ${roman[index]}`;

function wordOf(index: number) {
  const word = storyWords[index];
  if (!word) throw new Error(`type 10: no word ${index}`);
  return word;
}

function formsOf(family: Extract<Family, { kind: 'forms' }>): Set<string> {
  const word = wordOf(family.lemma);
  return new Set(family.numbers === 'singular' ? word.singular : [...word.singular, ...word.plural]);
}

/** Does one word (a run of letters) count, and how many times. */
function countIn(family: Family, token: string): number {
  const lower = token.toLowerCase();
  switch (family.kind) {
    case 'lower':
      return Number(token === family.form);
    case 'any-case':
      return Number(lower === family.form);
    case 'forms':
      return Number(formsOf(family).has(lower));
    case 'inside':
      return lower === family.letters ? 0 : lower.split(family.letters).length - 1;
  }
}

/** The paragraphs searched: the whole text, or one chapter's paragraphs without its heading. */
const searched = (p: Params): string[] => (p.chapter === null ? p.chapters.flat() : (p.chapters[p.chapter] ?? []));

/** The count the way the 'Разбор' does it: words as runs of Russian letters. */
function solve(p: Params): GeneratedAnswer | null {
  const count = searched(p)
    .flatMap((paragraph) => paragraph.match(/[А-Яа-яЁё]+/g) ?? [])
    .reduce((sum, token) => sum + countIn(p.family, token), 0);
  return count >= 3 ? fieldAnswer(count) : null;
}

const isLetter = (ch: string) => (ch >= 'А' && ch <= 'я') || ch === 'Ё' || ch === 'ё';

/** The checker: the .odt as written, read back, the chapter found by its heading, words split by a scan. */
function check(p: Params): GeneratedAnswer | null {
  const paragraphs = readOdtParagraphs(documentOf(p));
  let inChapter = p.chapter === null;
  let count = 0;
  for (const paragraph of paragraphs) {
    if (/^Глава [IVX]+$/.test(paragraph)) {
      if (p.chapter !== null) inChapter = paragraph === heading(p.chapter);
      continue;
    }
    if (!inChapter) continue;
    let token = '';
    for (const ch of `${paragraph} `) {
      if (isLetter(ch)) token += ch;
      else if (token !== '') {
        count += countIn(p.family, token);
        token = '';
      }
    }
  }
  return count >= 3 ? fieldAnswer(count) : null;
}

function documentOf(p: Params): Buffer {
  const blocks: OdtBlock[] = p.chapters.flatMap((paragraphs, index) => [{ kind: 'p' as const, text: heading(index) }, ...paragraphs.map((text) => ({ kind: 'p' as const, text }))]);
  return buildOdt(blocks);
}

function drawFamily(random: SeededRandom, difficulty: Difficulty): Family {
  const lemma = random.int(0, storyWords.length - 1);
  const word = wordOf(lemma);
  const kinds = difficulty === 1 ? (['lower', 'any-case'] as const) : difficulty === 2 ? (['any-case', 'forms', 'inside'] as const) : (['forms', 'inside'] as const);
  const kind = random.pick(kinds);
  if (kind === 'inside') return { kind, letters: random.pick(storyCombinations) };
  if (kind === 'forms') return { kind, lemma, numbers: difficulty === 3 ? random.pick(['singular', 'both'] as const) : 'singular' };
  return { kind, lemma, form: random.pick(word.singular) };
}

/** The same count with a lowercase letter only: 'any case' must differ from it for the trap to be there. */
const lowerOnly = (p: Params, form: string, lemma: number) => solve({ ...p, family: { kind: 'lower', form, lemma } });

const quote = (text: string) => `«${text}»`;

/** Longer words of the text with the letters inside (not forms of the word): what the statement warns of. */
function longerWords(letters: string, skip: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const sentence of storySentences)
    for (const token of sentence.match(/[А-Яа-яЁё]+/g) ?? []) {
      const lower = token.toLowerCase();
      if (lower !== letters && lower.includes(letters) && !skip.has(lower)) found.add(lower);
    }
  return [...found].sort().slice(0, 3);
}

const notCounted = (letters: string, skip: ReadonlySet<string>) => {
  const longer = longerWords(letters, skip);
  return longer.length === 0 ? '' : `, а также слова, в состав которых входит сочетание букв ${quote(letters)} (${longer.map(quote).join(', ')})`;
};

/** The question after 'определите, сколько раз': what is counted, where, and what is not. */
function question(p: Params): string {
  const { family } = p;
  const where = p.chapter === null ? 'в тексте файла 10.odt' : `в тексте главы ${roman[p.chapter]} файла 10.odt (от заголовка «${heading(p.chapter)}» до следующего заголовка главы или до конца текста)`;
  switch (family.kind) {
    case 'lower': {
      const word = wordOf(family.lemma);
      const forms = new Set([...word.singular, ...word.plural]);
      const others = [...forms].filter((form) => form !== family.form).slice(0, 2);
      return `встречается ${where} слово ${quote(family.form)} со строчной буквы как отдельное слово. Слово ${quote(family.form)} с заглавной буквы, другие формы слова ${quote(word.word)}, такие как ${others.map(quote).join(', ')}${notCounted(family.form, forms)}, учитывать не следует.`;
    }
    case 'any-case': {
      const word = wordOf(family.lemma);
      const forms = new Set([...word.singular, ...word.plural]);
      return `встречается ${where} слово ${quote(family.form)} в любом регистре (как со строчной, так и с заглавной буквы) как отдельное слово только в этой форме. Другие формы слова ${quote(word.word)}${notCounted(family.form, forms)} учитывать не следует.`;
    }
    case 'forms': {
      const word = wordOf(family.lemma);
      const forms = formsOf(family);
      const numbers = family.numbers === 'singular' ? 'единственного числа' : 'единственного и множественного числа';
      const longer = longerWords(word.word, new Set([...word.singular, ...word.plural]));
      const warning = longer.length === 0 ? '' : ` Слова, в состав которых входит сочетание букв ${quote(word.word)} (${longer.map(quote).join(', ')}), учитывать не следует.`;
      return `встречаются ${where} слова ${[...forms].map(quote).join(', ')} (формы ${numbers} слова ${quote(word.word)}) в любом регистре как отдельные слова.${warning}`;
    }
    case 'inside':
      return `встречается ${where} сочетание букв ${quote(family.letters)} в любом регистре в составе других слов, но не как отдельное слово ${quote(family.letters)}. Например, в тексте «Учитель увидел ель и ельник» сочетание букв «ель» встречается в составе других слов два раза: в словах «Учитель» и «ельник».`;
  }
}

export const type10Generator: TaskGenerator<Params> = {
  type: 10,
  version: 1,
  draw(random, difficulty) {
    const chapterCount = random.int(4 + difficulty, 5 + difficulty);
    const chapters = Array.from({ length: chapterCount }, () =>
      Array.from({ length: random.int(8 + 2 * difficulty, 12 + 3 * difficulty) }, () => Array.from({ length: random.int(3, 6) }, () => random.pick(storySentences)).join(' ')),
    );
    const family = drawFamily(random, difficulty);
    const chapter = difficulty === 3 || (difficulty === 2 && random.next() < 0.3) ? random.int(0, chapterCount - 1) : null;
    const p: Params = { chapters, family, chapter };
    // 'В любом регистре' only where a capitalised form is there to be missed.
    if (family.kind === 'any-case' && JSON.stringify(lowerOnly(p, family.form, family.lemma)) === JSON.stringify(solve(p))) return null;
    return p;
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const text = `<p>С помощью текстового редактора определите, сколько раз ${question(p)} В ответе укажите только число.</p>`;
    const { family } = p;
    const rule =
      family.kind === 'lower'
        ? `слово, в точности равное ${quote(family.form)} (регистр важен)`
        : family.kind === 'any-case'
          ? `слово, которое в строчном виде равно ${quote(family.form)}`
          : family.kind === 'forms'
            ? `слово, которое в строчном виде входит в список форм (${[...formsOf(family)].join(', ')})`
            : `вхождения ${quote(family.letters)} в словах, которые в строчном виде не равны ${quote(family.letters)}`;
    const steps =
      '<p>В текстовом редакторе это поиск с параметрами «Только слово целиком» и «Учитывать регистр» (или без них). Программой: файл 10.odt — zip-архив, текст лежит в content.xml в абзацах <code>text:p</code>; читаем его модулями <code>zipfile</code> и <code>xml.etree.ElementTree</code>.</p>' +
      (p.chapter === null ? '' : `<p>Глава ${roman[p.chapter]} — абзацы между заголовком «${heading(p.chapter)}» и следующим заголовком «Глава …».</p>`) +
      `<p>Словами считаем непрерывные последовательности русских букв и считаем ${rule}. Ответ: ${value} ${pluralRu(Number(value), ['раз', 'раза', 'раз'])}.</p>`;
    const test =
      family.kind === 'lower'
        ? `1 if w == ${JSON.stringify(family.form)} else 0`
        : family.kind === 'any-case'
          ? `1 if w.lower() == ${JSON.stringify(family.form)} else 0`
          : family.kind === 'forms'
            ? `1 if w.lower() in {${[...formsOf(family)].map((f) => JSON.stringify(f)).join(', ')}} else 0`
            : `0 if w.lower() == ${JSON.stringify(family.letters)} else w.lower().count(${JSON.stringify(family.letters)})`;
    const part =
      p.chapter === null
        ? 'part = [t for t in paragraphs if not re.fullmatch(r"Глава [IVX]+", t)]\n'
        : `start = paragraphs.index(${JSON.stringify(heading(p.chapter))}) + 1\nend = next((i for i in range(start, len(paragraphs)) if re.fullmatch(r"Глава [IVX]+", paragraphs[i])), len(paragraphs))\npart = paragraphs[start:end]\n`;
    const python =
      'import re\nimport zipfile\nimport xml.etree.ElementTree as ET\n\n' +
      "TEXT = '{urn:oasis:names:tc:opendocument:xmlns:text:1.0}'\nGAPS = {TEXT + 'line-break', TEXT + 'tab', TEXT + 's'}\n\n" +
      "def text_of(element):\n    out = element.text or ''\n    for child in element:\n        out += (' ' if child.tag in GAPS else text_of(child)) + (child.tail or '')\n    return out\n\n" +
      "root = ET.fromstring(zipfile.ZipFile('10.odt').read('content.xml'))\nparagraphs = [text_of(p) for p in root.iter(TEXT + 'p')]\n" +
      part +
      `words = [w for t in part for w in re.findall('[А-Яа-яЁё]+', t)]\nprint(sum(${test} for w in words))\n`;
    return { text, files: [{ name: '10.odt', content: documentOf(p) }], steps, python };
  },
};
