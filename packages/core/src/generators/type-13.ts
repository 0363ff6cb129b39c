import type { SeededRandom } from './seeded-random';
import { pluralRu } from '../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 13: a network given by a node's address and the mask; count the addresses of the network whose
 * binary notation has a number of ones (not) divisible by k. The solution walks every address; the
 * checker counts with binomial coefficients over the host bits.
 */
type Params = { address: number; prefix: number; divisor: number; divisible: boolean; skipEdges: boolean };

const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
const onesOf = (n: number) => {
  let c = 0;
  for (let x = n >>> 0; x; x >>>= 1) c += x & 1;
  return c;
};
const maskOf = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

function solve(p: Params): GeneratedAnswer | null {
  const network = (p.address & maskOf(p.prefix)) >>> 0;
  const size = 2 ** (32 - p.prefix);
  let count = 0;
  for (let host = 0; host < size; host++) {
    if (p.skipEdges && (host === 0 || host === size - 1)) continue;
    if ((onesOf(network + host) % p.divisor === 0) === p.divisible) count++;
  }
  return count > 0 ? fieldAnswer(count) : null;
}

function check(p: Params): GeneratedAnswer | null {
  const hostBits = 32 - p.prefix;
  const fixed = onesOf((p.address & maskOf(p.prefix)) >>> 0);
  const binomial = (n: number, k: number): number => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return Math.round(r);
  };
  let count = 0;
  for (let j = 0; j <= hostBits; j++) if (((fixed + j) % p.divisor === 0) === p.divisible) count += binomial(hostBits, j);
  // The network's own address has no host ones, the broadcast has all of them.
  if (p.skipEdges) {
    if ((fixed % p.divisor === 0) === p.divisible) count--;
    if (((fixed + hostBits) % p.divisor === 0) === p.divisible) count--;
  }
  return count > 0 ? fieldAnswer(count) : null;
}

export const type13Generator: TaskGenerator<Params> = {
  type: 13,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const address = ((random.int(1, 223) << 24) | (random.int(0, 255) << 16) | (random.int(0, 255) << 8) | random.int(1, 254)) >>> 0;
    const prefix = random.int(difficulty === 1 ? 24 : 18, 28);
    return { address, prefix, divisor: random.pick([2, 3, 4, 5]), divisible: random.next() < 0.5, skipEdges: difficulty === 3 };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const condition = `количество единиц в двоичной записи IP-адреса ${p.divisible ? 'кратно' : 'не кратно'} ${p.divisor}`;
    const text =
      '<p>В терминологии сетей TCP/IP маской сети называется двоичное число, определяющее, какая часть IP-адреса узла сети относится к адресу сети, а какая — к адресу самого узла в этой сети. При этом в маске сначала (в старших разрядах) стоят единицы, а затем с некоторого места — нули. Адрес сети получается в результате применения поразрядной конъюнкции к заданному IP-адресу узла и маске.</p>' +
      `<p>Сеть задана IP-адресом ${dotted(p.address)} и маской сети ${dotted(maskOf(p.prefix))}.</p>` +
      `<p>Сколько в этой сети IP-адресов, для которых ${condition}?${p.skipEdges ? ' Адрес сети и широковещательный адрес не учитывайте.' : ''}</p><p>В ответе укажите только число.</p>`;
    const python =
      `from ipaddress import ip_network\n\nnet = ip_network('${dotted(p.address)}/${dotted(maskOf(p.prefix))}', strict=False)\n` +
      `addresses = list(net.hosts())${p.skipEdges ? '' : ' + [net.network_address, net.broadcast_address]'}\n` +
      `print(sum(1 for ip in addresses if (bin(int(ip)).count('1') % ${p.divisor} == 0) == ${p.divisible ? 'True' : 'False'}))\n`;
    const steps =
      `<p>Маска ${dotted(maskOf(p.prefix))} содержит ${p.prefix} ${pluralRu(p.prefix, ['единицу', 'единицы', 'единиц'])}, значит, на номер узла остаётся ${32 - p.prefix} ${pluralRu(32 - p.prefix, ['бит', 'бита', 'бит'])}, а в сети 2<sup>${32 - p.prefix}</sup> адресов.</p>` +
      `<p>Перебираем все адреса сети (модуль <code>ipaddress</code>), для каждого считаем единицы в двоичной записи и проверяем условие: ${condition}. Подходящих адресов: ${value}.</p>`;
    return { text, files: [], steps, python };
  },
};
