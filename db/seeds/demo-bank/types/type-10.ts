/**
 * Type 10: search in a text document (.odt). The text is assembled by a seeded generator from a
 * pool of sentences that use the searched words in many forms (capitalised at a sentence start,
 * inside longer words, as other cases). `solve()` reads the built .odt back and counts by tokens.
 */
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';
import { buildOdt, type OdtBlock } from '@ege/core/files/odf/build-odt';
import { readOdtParagraphs } from '@ege/core/files/odf/read-odf';
import { seededRandom } from '@ege/core/generators/seeded-random';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

const SENTENCES = [
  'Старый дом стоял на самом краю деревни, у излучины реки.',
  'Дом был построен ещё дедом, и каждое бревно в нём помнило его руки.',
  'Вечером мы возвращались домой через лес, и над рекой поднимался туман.',
  'В доме пахло яблоками и свежим хлебом.',
  'За домом начинался сад, а за садом — густой еловый лес.',
  'Лес шумел так, будто переговаривался с рекой.',
  'В саду росли вишни, сливы и одна высокая ель.',
  'Ель у крыльца зимой превращалась в белую гору.',
  'Учитель рассказывал нам о том, как метель заносит дороги до самых крыш.',
  'Мы гуляли по ельнику и собирали шишки для самовара.',
  'На реке стояла мельница, а мельник был добрым и весёлым человеком.',
  'Река весной разливалась и подходила почти к самому саду.',
  'Дети бегали к реке купаться, а взрослые ходили за реку на покос.',
  'Мы долго смотрели на реку и молчали.',
  'Лесник знал в лесу каждую тропинку и каждый родник.',
  'В лесах за рекой водились лисы и зайцы.',
  'Отец говорил, что дом держится не на брёвнах, а на людях.',
  'Над домом кружили ласточки, предвещая дождь.',
  'Тропинка вела от дома к саду и дальше, к самому лесу.',
  'Сад в ту осень был особенно щедрым.',
  'Садовник поливал грядки и напевал старую песню.',
  'В саде за оградой стояла скамейка, на которой любила сидеть бабушка.',
  'Садом занимались все: и взрослые, и дети.',
  'Цель была проста: дойти до реки засветло.',
  'Метель выла всю ночь, и к утру дом замело по окна.',
  'Окна дома выходили на реку и на дальний лес.',
  'Рекой здесь называли и широкий ручей, что тёк из леса.',
  'Реки в этих краях текут медленно и спокойно.',
  'Все реки когда-нибудь впадают в море, говорил учитель.',
  'Мы плыли по рекам и озёрам целое лето.',
  'Между реками лежала равнина, поросшая вереском.',
  'О реках и лесах этого края написано немало книг.',
  'Акварель с видом дома висела в гостиной.',
  'Лес был тёмным, но совсем не страшным.',
  'Домик лесника прятался среди елей.',
  'Ели стояли неподвижно, словно стражи леса.',
  'Воскресенье мы проводили в саду или у реки.',
  'Дома нас ждали горячий чай и пироги.',
  'Каждый дом в деревне имел свой колодец.',
  'Весь лес наполнился птичьими голосами.',
  'Портфель учителя лежал на скамье у дома.',
  'Сосед чинил крыльцо и рассказывал про рек и озёр названия.',
  'Мы вернулись в дом, когда над лесом зажглись первые звёзды.',
  'Лесная дорога петляла между холмами.',
  'Из сада доносился запах цветущей сирени.',
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V'];

/** Five chapters of paragraphs, each a few random sentences from the pool. */
function generate(seed: number): OdtBlock[] {
  const r = seededRandom(seed);
  const blocks: OdtBlock[] = [];
  for (const chapter of ROMAN) {
    blocks.push({ kind: 'p', text: `Глава ${chapter}` });
    const paragraphs = r.int(8, 12);
    for (let p = 0; p < paragraphs; p++) {
      blocks.push({ kind: 'p', text: Array.from({ length: r.int(3, 6) }, () => r.pick(SENTENCES)).join(' ') });
    }
  }
  return blocks;
}

/** Words as Writer's "whole words" search sees them: runs of Cyrillic letters. */
const tokens = (text: string) => text.match(/[А-Яа-яЁё]+/g) ?? [];

/** Paragraphs of one chapter (between its heading and the next one). */
function chapter(paragraphs: string[], roman: string): string[] {
  const start = paragraphs.indexOf(`Глава ${roman}`);
  if (start < 0) throw new Error(`type 10: no chapter ${roman}`);
  const rest = paragraphs.slice(start + 1);
  const end = rest.findIndex((p) => p.startsWith('Глава '));
  return end < 0 ? rest : rest.slice(0, end);
}

const INTRO =
  '<p>С помощью текстового редактора определите, сколько раз встречается в тексте файла 10.odt ';

function makeTask(key: string, difficulty: 1 | 2 | 3, seed: number, question: string, answer: string, count: (paragraphs: string[]) => number): DemoTask {
  const blocks = generate(seed);
  const file: DemoFile = { name: '10.odt', build: () => buildOdt(blocks) };
  return {
    key,
    type: 10,
    difficulty,
    text: INTRO + question,
    files: [file],
    answer: field(answer),
    solve: () => field(count(readOdtParagraphs(file.build()))),
  };
}

const countTokens = (paragraphs: string[], ok: (t: string) => boolean) => paragraphs.flatMap(tokens).filter(ok).length;

export const type10Tasks: DemoTask[] = [
  makeTask(
    't10-1',
    1,
    1001,
    'слово «дом» со строчной буквы как отдельное слово. Другие формы слова «дом», такие как «дома», «домой», ' +
      'а также слова, в состав которых входит сочетание букв «дом» («домик»), учитывать не следует. В ответе укажите только число.</p>',
    '18',
    (ps) => countTokens(ps, (t) => t === 'дом'),
  ),
  makeTask(
    't10-2',
    2,
    1002,
    'слово «лес» в любом регистре (как со строчной, так и с заглавной буквы) как отдельное слово только в этой форме. ' +
      'Слова «леса», «лесу», «лесник», «лесная» и т. п. учитывать не следует. В ответе укажите только число.</p>',
    '29',
    (ps) => countTokens(ps, (t) => t.toLowerCase() === 'лес'),
  ),
  makeTask(
    't10-3',
    2,
    1003,
    'сочетание букв «ель» (в любом регистре) в составе других слов, но не как отдельное слово. Например, в тексте ' +
      '«Учитель увидел ель и ельник» следует учесть два вхождения: в словах «Учитель» и «ельник». В ответе укажите только число.</p>',
    '55',
    (ps) =>
      ps
        .flatMap(tokens)
        .map((t) => t.toLowerCase())
        .filter((t) => t !== 'ель')
        .reduce((n, t) => n + (t.match(/ель/g)?.length ?? 0), 0),
  ),
  makeTask(
    't10-4',
    3,
    1004,
    'в тексте главы III слово «сад» в любом регистре во всех падежных формах единственного числа (сад, сада, саду, садом, саде). ' +
      'Слова «садовник», «садик» и т. п. учитывать не следует. В ответе укажите только число.</p>',
    '7',
    (ps) => countTokens(chapter(ps, 'III'), (t) => ['сад', 'сада', 'саду', 'садом', 'саде'].includes(t.toLowerCase())),
  ),
  makeTask(
    't10-5',
    3,
    1005,
    'слово «река» в любом регистре во всех падежных формах единственного и множественного числа (река, реки, реке, реку, ' +
      'рекой, рек, рекам, реками, реках). Слова с другим корнем учитывать не следует. В ответе укажите только число.</p>',
    '88',
    (ps) => countTokens(ps, (t) => ['река', 'реки', 'реке', 'реку', 'рекой', 'рек', 'рекам', 'реками', 'реках'].includes(t.toLowerCase())),
  ),
];
