import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 13: IP addresses and masks, in the exam's four families (README): how many addresses of a network
 * have a property of their binary notation ('count'); the smallest / largest mask, or a byte of it, for a
 * node and its network ('mask'); for how many masks that is possible ('mask-count'); and a byte of the
 * network's or broadcast address, or the node's number in its network ('network').
 *
 * The solver does what the 'Разбор' does — walks the addresses, tries every mask, applies «И» to the bytes;
 * the checker counts with binomial coefficients over the host bits, bounds the mask from the bits that
 * differ and the network's trailing zeros, and works with division and remainder instead of bitwise «И».
 */
type Condition = { kind: 'mod'; divisor: number; divisible: boolean } | { kind: 'cmp'; op: '>=' | '<=' | '>' | '<'; value: number };
type MaskAsk = 'min-ones' | 'max-ones' | 'min-byte' | 'max-byte';
type Params =
  | { family: 'count'; address: number; prefix: number; condition: Condition; skipEdges: boolean }
  | { family: 'mask'; node: number; network: number; ask: MaskAsk; byte: number }
  | { family: 'mask-count'; nodes: { same: [number, number]; other: number | null } | { node: number; network: number } }
  | { family: 'network'; address: number; prefix: number; ask: { kind: 'network-byte' | 'broadcast-byte'; byte: number } | { kind: 'number' } };

const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
const onesOf = (n: number) => {
  let c = 0;
  for (let x = n >>> 0; x; x >>>= 1) c += x & 1;
  return c;
};
const maskOf = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const byteOf = (n: number, byte: number) => (n >>> (8 * (4 - byte))) & 255;
/** «третий слева байт» and «значение третьего слева байта», by the byte's place from the left (1–4). */
const byteNominative = ['', 'первый', 'второй', 'третий', 'четвёртый'] as const;
const byteGenitive = ['', 'первого', 'второго', 'третьего', 'четвёртого'] as const;

function holds(c: Condition, ones: number): boolean {
  if (c.kind === 'mod') return (ones % c.divisor === 0) === c.divisible;
  return c.op === '>=' ? ones >= c.value : c.op === '<=' ? ones <= c.value : c.op === '>' ? ones > c.value : ones < c.value;
}

/** The masks (numbers of ones, 0–32) for which a check holds, by trying each. */
const masksWhere = (ok: (mask: number, prefix: number) => boolean) => Array.from({ length: 33 }, (_, p) => p).filter((p) => ok(maskOf(p), p));

/** Whether an address is the network's own or its broadcast address under a prefix (not a node's). */
const isEdge = (address: number, prefix: number) => {
  const host = (address & ~maskOf(prefix)) >>> 0;
  return host === 0 || host === (~maskOf(prefix) >>> 0);
};

/** The node and its network, or null for the two-nodes form. */
function pairOf(p: Extract<Params, { family: 'mask' | 'mask-count' }>): { node: number; network: number } | null {
  if (p.family === 'mask') return { node: p.node, network: p.network };
  return 'node' in p.nodes ? p.nodes : null;
}

/** Masks valid for the question; null when a node would be an edge address under one of them (the draw is ambiguous). */
function validMasks(p: Extract<Params, { family: 'mask' | 'mask-count' }>): number[] | null {
  const pair = pairOf(p);
  if (pair) {
    const masks = masksWhere((mask) => ((pair.node & mask) >>> 0) === pair.network);
    return masks.some((prefix) => isEdge(pair.node, prefix)) ? null : masks;
  }
  const { same, other } = (p as Extract<Params, { family: 'mask-count' }>).nodes as { same: [number, number]; other: number | null };
  const masks = masksWhere((mask) => ((same[0] & mask) >>> 0) === ((same[1] & mask) >>> 0) && (other === null || ((same[0] & mask) >>> 0) !== ((other & mask) >>> 0)));
  const addresses = other === null ? same : [...same, other];
  return masks.some((prefix) => addresses.some((a) => isEdge(a, prefix))) ? null : masks;
}

function solve(p: Params): GeneratedAnswer | null {
  if (p.family === 'count') {
    const network = (p.address & maskOf(p.prefix)) >>> 0;
    const size = 2 ** (32 - p.prefix);
    let count = 0;
    for (let host = 0; host < size; host++) {
      if (p.skipEdges && (host === 0 || host === size - 1)) continue;
      if (holds(p.condition, onesOf(network + host))) count++;
    }
    const total = p.skipEdges ? size - 2 : size;
    return count > 0 && count < total ? fieldAnswer(count) : null;
  }
  if (p.family === 'network') {
    const mask = maskOf(p.prefix);
    if (p.ask.kind === 'number') return fieldAnswer((p.address & ~mask) >>> 0);
    const value = p.ask.kind === 'network-byte' ? (p.address & mask) >>> 0 : (p.address | ~mask) >>> 0;
    return fieldAnswer(byteOf(value, p.ask.byte));
  }
  const masks = validMasks(p);
  if (masks === null || masks.length < 2 || masks.some((m) => m === 0 || m === 32)) return null;
  if (p.family === 'mask-count') return fieldAnswer(masks.length);
  const prefix = p.ask.startsWith('min') ? Math.min(...masks) : Math.max(...masks);
  if (p.ask.endsWith('ones')) return fieldAnswer(prefix);
  // A byte question needs the byte to change between the smallest and the largest mask.
  if (byteOf(maskOf(Math.min(...masks)), p.byte) === byteOf(maskOf(Math.max(...masks)), p.byte)) return null;
  return fieldAnswer(byteOf(maskOf(prefix), p.byte));
}

const bitLength = (n: number) => 32 - Math.clz32(n);
const trailingZeros = (n: number) => (n === 0 ? 32 : 31 - Math.clz32((n & -n) >>> 0));

function check(p: Params): GeneratedAnswer | null {
  if (p.family === 'count') {
    const hostBits = 32 - p.prefix;
    const fixed = onesOf((p.address & maskOf(p.prefix)) >>> 0);
    const binomial = (n: number, k: number): number => {
      let r = 1;
      for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
      return Math.round(r);
    };
    let count = 0;
    for (let j = 0; j <= hostBits; j++) if (holds(p.condition, fixed + j)) count += binomial(hostBits, j);
    // The network's own address has no host ones, the broadcast has all of them.
    if (p.skipEdges) {
      if (holds(p.condition, fixed)) count--;
      if (holds(p.condition, fixed + hostBits)) count--;
    }
    const total = 2 ** hostBits - (p.skipEdges ? 2 : 0);
    return count > 0 && count < total ? fieldAnswer(count) : null;
  }
  if (p.family === 'network') {
    const block = 2 ** (32 - p.prefix);
    const number = p.address % block;
    if (p.ask.kind === 'number') return fieldAnswer(number);
    const network = p.address - number;
    const value = p.ask.kind === 'network-byte' ? network : network + block - 1;
    return fieldAnswer(Math.floor(value / 256 ** (4 - p.ask.byte)) % 256);
  }
  // The host part (32 − prefix bits) must hold every bit in which the addresses of one network differ,
  // and no bit in which two networks differ; the network's address has zeros in the whole host part.
  let low: number;
  let high: number;
  let addresses: number[];
  const pair = pairOf(p);
  if (pair) {
    const diff = (pair.node ^ pair.network) >>> 0;
    if ((diff & pair.network) !== 0) return null;
    low = 32 - trailingZeros(pair.network);
    high = 32 - bitLength(diff);
    addresses = [pair.node];
  } else {
    const { same, other } = (p as Extract<Params, { family: 'mask-count' }>).nodes as { same: [number, number]; other: number | null };
    high = 32 - bitLength((same[0] ^ same[1]) >>> 0);
    low = other === null ? 0 : 32 - bitLength((same[0] ^ other) >>> 0) + 1;
    addresses = other === null ? same : [...same, other];
  }
  low = Math.max(low, 0);
  high = Math.min(high, 32);
  if (high - low + 1 < 2 || low === 0 || high === 32) return null;
  // A node's host part all zeros or all ones under some mask: the draw is ambiguous.
  for (let prefix = low; prefix <= high; prefix++) {
    const block = 2 ** (32 - prefix);
    if (addresses.some((a) => a % block === 0 || a % block === block - 1)) return null;
  }
  if (p.family === 'mask-count') return fieldAnswer(high - low + 1);
  const prefix = p.ask.startsWith('min') ? low : high;
  if (p.ask.endsWith('ones')) return fieldAnswer(prefix);
  const byteValue = (q: number) => {
    const ones = Math.min(8, Math.max(0, q - 8 * (p.byte - 1)));
    return 256 - 2 ** (8 - ones);
  };
  if (byteValue(low) === byteValue(high)) return null;
  return fieldAnswer(byteValue(prefix));
}

// ——— drawing ———

const randomAddress = (random: SeededRandom) => ((random.int(1, 223) << 24) | (random.int(0, 255) << 16) | (random.int(0, 255) << 8) | random.int(0, 255)) >>> 0;

function drawCount(random: SeededRandom, difficulty: Difficulty): Params {
  const prefix = random.int(difficulty === 1 ? 23 : difficulty === 2 ? 18 : 16, difficulty === 1 ? 28 : 27);
  const condition: Condition =
    difficulty === 1 || random.next() < 0.4
      ? { kind: 'mod', divisor: random.pick([2, 3, 4, 5]), divisible: random.next() < 0.5 }
      : { kind: 'cmp', op: random.pick(['>=', '<=', '>', '<'] as const), value: random.int(8, 24) };
  return { family: 'count', address: randomAddress(random), prefix, condition, skipEdges: difficulty === 3 && random.next() < 0.7 };
}

function drawMask(random: SeededRandom, difficulty: Difficulty): Params {
  const prefix = random.int(difficulty === 1 ? 20 : difficulty === 2 ? 17 : 9, difficulty === 3 ? 29 : 27);
  let node = randomAddress(random);
  // Easy draws leave a few zero bits just past the mask so that several masks fit.
  if (difficulty === 1) node = (node & ~(((1 << random.int(1, 3)) - 1) << (32 - prefix - 3))) >>> 0;
  const network = (node & maskOf(prefix)) >>> 0;
  const ask = random.pick(difficulty === 1 ? (['min-ones', 'max-ones'] as const) : (['min-ones', 'max-ones', 'min-byte', 'max-byte'] as const));
  return { family: 'mask', node, network, ask, byte: Math.min(4, Math.floor(prefix / 8) + 1) };
}

function drawMaskCount(random: SeededRandom, difficulty: Difficulty): Params {
  const node = randomAddress(random);
  if (difficulty < 3) return { family: 'mask-count', nodes: { node, network: (node & maskOf(difficulty === 1 ? random.int(20, 27) : random.int(12, 28))) >>> 0 } };
  // Two nodes in one network: the second differs from the first only in the last bits.
  const free = random.int(6, 16);
  const second = ((node & ~((2 ** free - 1) >>> 0)) | random.int(0, 2 ** free - 1)) >>> 0;
  const other = ((node ^ (1 << random.int(free, free + 7))) | random.int(0, 2 ** free - 1)) >>> 0;
  return { family: 'mask-count', nodes: { same: [node, second], other } };
}

function drawNetwork(random: SeededRandom, difficulty: Difficulty): Params {
  const address = randomAddress(random);
  if (difficulty === 1) {
    const prefix = random.int(17, 23);
    return { family: 'network', address, prefix, ask: { kind: 'network-byte', byte: 3 } };
  }
  if (difficulty === 2) {
    const prefix = random.pick([random.int(17, 23), random.int(25, 30)]);
    return { family: 'network', address, prefix, ask: random.next() < 0.6 ? { kind: 'broadcast-byte', byte: Math.floor(prefix / 8) + 1 } : { kind: 'number' } };
  }
  const prefix = random.int(9, 20);
  return {
    family: 'network',
    address,
    prefix,
    ask: random.next() < 0.5 ? { kind: 'number' } : { kind: random.pick(['network-byte', 'broadcast-byte'] as const), byte: Math.floor(prefix / 8) + 1 },
  };
}

// ——— text ———

const INTRO =
  '<p>В терминологии сетей TCP/IP маской сети называется двоичное число, определяющее, какая часть IP-адреса узла сети относится к адресу сети, а какая — к адресу самого узла в этой сети. При этом в маске сначала (в старших разрядах) стоят единицы, а затем с некоторого места — нули. Адрес сети получается в результате применения поразрядной конъюнкции к заданному IP-адресу узла и маске.</p>' +
  '<p>IP-адрес и маска записываются в виде четырёх байтов, каждый байт — в виде десятичного числа, байты разделяются точками.</p>';

const onesText = (n: number) => `${n} ${pluralRu(n, ['единица', 'единицы', 'единиц'])}`;

function conditionText(c: Condition): string {
  if (c.kind === 'mod') return `количество единиц в двоичной записи IP-адреса ${c.divisible ? 'кратно' : 'не кратно'} ${c.divisor}`;
  const op = { '>=': 'не меньше', '<=': 'не больше', '>': 'больше', '<': 'меньше' }[c.op];
  return `количество единиц в двоичной записи IP-адреса ${op} ${c.value}`;
}
const conditionPython = (c: Condition) =>
  c.kind === 'mod' ? `(bin(int(ip)).count('1') % ${c.divisor} == 0) == ${c.divisible ? 'True' : 'False'}` : `bin(int(ip)).count('1') ${c.op} ${c.value}`;

function renderCount(p: Extract<Params, { family: 'count' }>, value: string) {
  const condition = conditionText(p.condition);
  const text =
    INTRO +
    `<p>Сеть задана IP-адресом ${dotted((p.address & maskOf(p.prefix)) >>> 0)} и маской сети ${dotted(maskOf(p.prefix))}.</p>` +
    `<p>Сколько в этой сети IP-адресов, для которых ${condition}?${p.skipEdges ? ' Адрес сети и широковещательный адрес не учитывайте.' : ''}</p><p>В ответе укажите только число.</p>`;
  const python =
    `from ipaddress import ip_network\n\nnet = ip_network('${dotted((p.address & maskOf(p.prefix)) >>> 0)}/${dotted(maskOf(p.prefix))}')\n` +
    `addresses = ${p.skipEdges ? 'list(net.hosts())' : 'list(net)'}\n` +
    `print(sum(1 for ip in addresses if ${conditionPython(p.condition)}))\n`;
  const hostBits = 32 - p.prefix;
  const steps =
    `<p>Маска ${dotted(maskOf(p.prefix))} содержит ${onesText(p.prefix)}, значит, на номер узла остаётся ${hostBits} ${pluralRu(hostBits, ['бит', 'бита', 'бит'])}, а в сети 2<sup>${hostBits}</sup> адресов${p.skipEdges ? ' (без адреса сети и широковещательного — на 2 меньше)' : ''}.</p>` +
    `<p>Перебираем все адреса сети (модуль <code>ipaddress</code>${p.skipEdges ? ', метод <code>hosts()</code> не выдаёт адрес сети и широковещательный' : ''}), для каждого считаем единицы в двоичной записи и проверяем условие: ${condition}. Подходящих адресов: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderMask(p: Extract<Params, { family: 'mask' | 'mask-count' }>, value: string) {
  let given: string;
  let test = '';
  const pair = pairOf(p);
  if (pair) {
    given = `<p>Для узла с IP-адресом ${dotted(pair.node)} адрес сети равен ${dotted(pair.network)}.</p>`;
  } else {
    const { same, other } = (p as Extract<Params, { family: 'mask-count' }>).nodes as { same: [number, number]; other: number | null };
    given =
      `<p>Два узла с IP-адресами ${dotted(same[0])} и ${dotted(same[1])} находятся в одной сети` +
      (other === null ? '.</p>' : `, а узел с IP-адресом ${dotted(other)} — в другой сети. Маска у обеих сетей одна и та же.</p>`) +
      `<p>Адреса узлов не совпадают ни с адресом сети, ни с широковещательным адресом своей сети.</p>`;
    test =
      `ip_network('${dotted(same[0])}/' + str(m), strict=False) == ip_network('${dotted(same[1])}/' + str(m), strict=False)` +
      (other === null ? '' : ` and ip_network('${dotted(same[0])}/' + str(m), strict=False) != ip_network('${dotted(other)}/' + str(m), strict=False)`);
  }
  let question: string;
  let print: string;
  if (p.family === 'mask-count') {
    question = 'Для скольких различных значений маски это возможно?';
    print = 'print(len(masks))';
  } else if (p.ask.endsWith('ones')) {
    question = `Каково ${p.ask === 'min-ones' ? 'наименьшее' : 'наибольшее'} возможное количество единиц в двоичной записи маски?`;
    print = `print(${p.ask === 'min-ones' ? 'min' : 'max'}(masks))`;
  } else {
    question = `Чему равно ${p.ask === 'min-byte' ? 'наименьшее' : 'наибольшее'} возможное значение ${byteGenitive[p.byte]!} слева байта маски? Ответ запишите в виде десятичного числа.`;
    print = `m = ${p.ask === 'min-byte' ? 'min' : 'max'}(masks)\nmask = ip_network('0.0.0.0/' + str(m)).netmask\nprint(str(mask).split('.')[${p.byte - 1}])`;
  }
  const text = `${INTRO}${given}<p>${question}</p>`;
  const python =
    'from ipaddress import ip_address, ip_network\n\nmasks = []\nfor m in range(0, 33):\n' +
    (pair ? `    net = ip_network('${dotted(pair.node)}/' + str(m), strict=False)\n    if net.network_address == ip_address('${dotted(pair.network)}'):\n        masks.append(m)\n` : `    if ${test}:\n        masks.append(m)\n`) +
    `${print}\n`;
  const steps =
    '<p>Маска однозначно задаётся количеством единиц m (от 0 до 32). Перебираем все m и для каждой маски проверяем условие задачи: ' +
    (pair ? 'совпадает ли результат поразрядной конъюнкции адреса узла и маски с данным адресом сети' : 'совпадают ли адреса сетей узлов, которые должны быть в одной сети' + (p.family === 'mask-count' && 'other' in p.nodes && p.nodes.other !== null ? ', и различаются ли с адресом сети третьего узла' : '')) +
    '. Модуль <code>ipaddress</code> делает это сам: <code>ip_network(адрес/m, strict=False)</code> — сеть узла при маске из m единиц.</p>' +
    `<p>Подходящие маски образуют отрезок значений m; ${p.family === 'mask-count' ? 'их количество' : 'нужное значение'}: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderNetwork(p: Extract<Params, { family: 'network' }>, value: string) {
  const { ask } = p;
  const question =
    ask.kind === 'number'
      ? 'Каков порядковый номер узла в этой сети (номер узла — это число, записанное в разрядах IP-адреса, соответствующих нулям маски)? Ответ запишите в виде десятичного числа.'
      : `Чему равен ${byteNominative[ask.byte]!} слева байт ${ask.kind === 'network-byte' ? 'адреса сети' : 'широковещательного адреса этой сети (в нём все разряды, соответствующие нулям маски, равны 1)'}? Ответ запишите в виде десятичного числа.`;
  const text = `${INTRO}<p>Узел с IP-адресом ${dotted(p.address)} находится в сети с маской ${dotted(maskOf(p.prefix))}.</p><p>${question}</p>`;
  const print =
    ask.kind === 'number'
      ? `print(int(node) - int(net.network_address))`
      : `print(str(net.${ask.kind === 'network-byte' ? 'network_address' : 'broadcast_address'}).split('.')[${ask.byte - 1}])`;
  const python = `from ipaddress import ip_address, ip_network\n\nnode = ip_address('${dotted(p.address)}')\nnet = ip_network('${dotted(p.address)}/${dotted(maskOf(p.prefix))}', strict=False)\n${print}\n`;
  const steps =
    `<p>Маска ${dotted(maskOf(p.prefix))} содержит ${onesText(p.prefix)}. ` +
    (ask.kind === 'number'
      ? `Номер узла — это последние ${32 - p.prefix} ${pluralRu(32 - p.prefix, ['разряд', 'разряда', 'разрядов'])} адреса, т. е. адрес узла минус адрес сети.`
      : ask.kind === 'network-byte'
        ? `Адрес сети — поразрядная конъюнкция адреса и маски; для ${byteGenitive[ask.byte]!} байта: ${byteOf(p.address, ask.byte)} и ${byteOf(maskOf(p.prefix), ask.byte)}.`
        : `Широковещательный адрес — адрес сети, в котором все разряды номера узла равны 1: поразрядная дизъюнкция адреса и инвертированной маски.`) +
    `</p><p>Ответ: ${value}.</p>`;
  return { text, files: [], steps, python };
}

export const type13Generator: TaskGenerator<Params> = {
  type: 13,
  // 2: four families (addresses with a property, the smallest/largest mask, how many masks, network/broadcast address).
  version: 2,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(['count', 'mask', 'mask-count', 'network'] as const);
    if (family === 'count') return drawCount(random, difficulty);
    if (family === 'mask') return drawMask(random, difficulty);
    if (family === 'mask-count') return drawMaskCount(random, difficulty);
    return drawNetwork(random, difficulty);
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    if (p.family === 'count') return renderCount(p, value);
    if (p.family === 'network') return renderNetwork(p, value);
    return renderMask(p, value);
  },
};
