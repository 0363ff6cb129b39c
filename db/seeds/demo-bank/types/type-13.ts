/**
 * Type 13: IP addresses and masks. Masks are enumerated as all 33 prefix lengths and addresses of
 * a network one by one, so `solve()` never relies on a shortcut formula.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

function ip(s: string): number {
  const parts = s.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) throw new Error(`type 13: bad address ${s}`);
  return parts.reduce((n, p) => n * 256 + p, 0);
}

const dotted = (n: number) => [24, 16, 8, 0].map((sh) => Math.floor(n / 2 ** sh) % 256).join('.');
/** The mask with `prefix` leading ones, as an unsigned 32-bit number. */
const mask = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const and = (a: number, b: number) => (a & b) >>> 0;
const ones = (n: number) => [...n.toString(2)].filter((c) => c === '1').length;
const byte = (n: number, k: number) => Math.floor(n / 2 ** (8 * (3 - k))) % 256;

/** Prefix lengths under which `host` belongs to the network `net`. */
const prefixesFor = (host: number, net: number) => Array.from({ length: 33 }, (_, p) => p).filter((p) => and(host, mask(p)) === net);

const INTRO =
  '<p>В терминологии сетей TCP/IP маской сети называется двоичное число, определяющее, какая часть IP-адреса узла сети относится ' +
  'к адресу сети, а какая — к адресу самого узла в этой сети. При этом в маске сначала (в старших разрядах) стоят единицы, а затем ' +
  'с некоторого места — нули. Адрес сети получается в результате применения поразрядной конъюнкции к заданному IP-адресу узла и маске.</p>' +
  '<p>Например, если IP-адрес узла равен 231.32.255.131, а маска равна 255.255.240.0, то адрес сети равен 231.32.240.0.</p>';

export const type13Tasks: DemoTask[] = [
  (() => {
    const host = '224.128.112.142';
    const m = '255.255.240.0';
    return {
      key: 't13-1',
      type: 13,
      difficulty: 1 as const,
      text: `${INTRO}<p>Узел с IP-адресом ${host} находится в сети с маской ${m}. Определите адрес сети. В ответе запишите адрес сети в виде четырёх чисел, разделённых точками, например 10.0.0.0.</p>`,
      answer: field('224.128.112.0'),
      solve: () => field(dotted(and(ip(host), ip(m)))),
    };
  })(),
  (() => {
    const host = '111.81.208.27';
    const net = '111.81.192.0';
    return {
      key: 't13-2',
      type: 13,
      difficulty: 2 as const,
      text: `${INTRO}<p>Для узла с IP-адресом ${host} адрес сети равен ${net}. Чему равно наименьшее возможное значение третьего слева байта маски? Ответ запишите в виде десятичного числа.</p>`,
      answer: field('192'),
      solve: () => field(Math.min(...prefixesFor(ip(host), ip(net)).map((p) => byte(mask(p), 2)))),
    };
  })(),
  (() => {
    const net = '172.16.168.0';
    const m = '255.255.248.0';
    return {
      key: 't13-3',
      type: 13,
      difficulty: 2 as const,
      text:
        `${INTRO}<p>Сеть задана IP-адресом ${net} и маской сети ${m}. Сколько в этой сети IP-адресов, для которых количество единиц ` +
        'в двоичной записи IP-адреса кратно 5? В ответе укажите только число.</p>',
      answer: field('385'),
      solve: () => {
        const base = ip(net);
        const size = 2 ** (32 - ones(ip(m)));
        let count = 0;
        for (let i = 0; i < size; i++) if (ones(base + i) % 5 === 0) count++;
        return field(count);
      },
    };
  })(),
  (() => {
    const a = '118.222.130.140';
    const b = '118.222.201.140';
    return {
      key: 't13-4',
      type: 13,
      difficulty: 3 as const,
      text:
        `${INTRO}<p>Два узла, находящиеся в одной сети, имеют IP-адреса ${a} и ${b}. Укажите наименьшее возможное количество ` +
        'IP-адресов в этой сети (с учётом адреса сети и широковещательного адреса).</p>',
      answer: field('32768'),
      solve: () => {
        const same = Array.from({ length: 33 }, (_, p) => p).filter((p) => and(ip(a), mask(p)) === and(ip(b), mask(p)));
        return field(2 ** (32 - Math.max(...same)));
      },
    };
  })(),
  (() => {
    // .130 rather than .131: under the /30 mask .131 would be the broadcast address, which no host can have.
    const host = '10.8.248.130';
    const net = '10.8.248.128';
    return {
      key: 't13-5',
      type: 13,
      difficulty: 3 as const,
      text: `${INTRO}<p>Для узла с IP-адресом ${host} адрес сети равен ${net}. Сколько существует различных возможных значений маски этой сети?</p>`,
      answer: field('6'),
      solve: () => field(prefixesFor(ip(host), ip(net)).length),
    };
  })(),
];
