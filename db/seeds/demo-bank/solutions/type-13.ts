import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const tool =
  '<p>Адрес сети — поразрядная конъюнкция адреса узла и маски. В Python это считает модуль <code>ipaddress</code>: ' +
  '<code>ip_network(\'адрес/маска\', strict=False)</code> даёт сеть, в которой лежит адрес.</p>';

/** Type 13: networks and masks with the standard ipaddress module. */
export const type13Solutions: Record<string, DemoSolution> = {
  't13-1': {
    steps:
      tool +
      '<ol><li>Маска 255.255.240.0: третий байт 240 = 11110000<sub>2</sub>.</li>' +
      '<li>112 AND 240 = 112, последний байт обнуляется: сеть 224.128.112.0.</li></ol>',
    python: python`
      from ipaddress import ip_network

      print(ip_network('224.128.112.142/255.255.240.0', strict=False).network_address)
    `,
  },
  't13-2': {
    steps:
      tool +
      '<ol><li>Перебираем длину маски от 0 до 32 и оставляем те, при которых узел 111.81.208.27 попадает в сеть 111.81.192.0.</li>' +
      '<li>208 = 11010000<sub>2</sub>, 192 = 11000000<sub>2</sub>: подходят маски /18 и /19; третий байт маски — 192 или 224.</li>' +
      '<li>Наименьшее значение — 192.</li></ol>',
    python: python`
      from ipaddress import ip_network

      bytes3 = []
      for prefix in range(33):
          net = ip_network(f'111.81.208.27/{prefix}', strict=False)
          if str(net.network_address) == '111.81.192.0':
              bytes3.append(int(str(net.netmask).split('.')[2]))
      print(min(bytes3))
    `,
  },
  't13-3': {
    steps:
      tool +
      '<ol><li>В сети 172.16.168.0/255.255.248.0 — 2<sup>11</sup> адресов (в маске 21 единица).</li>' +
      '<li>Перебираем все адреса сети и считаем те, у которых число единиц в двоичной записи кратно 5: 385.</li></ol>',
    python: python`
      from ipaddress import ip_network

      net = ip_network('172.16.168.0/255.255.248.0')
      print(sum(1 for address in net if bin(int(address)).count('1') % 5 == 0))
    `,
  },
  't13-4': {
    steps:
      tool +
      '<ol><li>Оба узла в одной сети, если при этой маске их адреса сети совпадают.</li>' +
      '<li>Третьи байты 130 = 10000010<sub>2</sub> и 201 = 11001001<sub>2</sub> совпадают только в первом бите: самая длинная маска — /17.</li>' +
      '<li>Чем длиннее маска, тем меньше сеть, поэтому наименьшая сеть — с маской /17: 2<sup>32 − 17</sup> = 32 768 адресов.</li></ol>',
    python: python`
      from ipaddress import ip_network

      def same(prefix):
          a = ip_network(f'118.222.130.140/{prefix}', strict=False)
          b = ip_network(f'118.222.201.140/{prefix}', strict=False)
          return a == b

      longest = max(p for p in range(33) if same(p))
      print(2 ** (32 - longest))
    `,
  },
  't13-5': {
    steps:
      tool +
      '<ol><li>Перебираем все 33 маски и считаем те, при которых узел 10.8.248.130 лежит в сети 10.8.248.128.</li>' +
      '<li>130 = 10000010<sub>2</sub>, 128 = 10000000<sub>2</sub>: подходят маски /25 … /30 — шесть масок.</li></ol>',
    python: python`
      from ipaddress import ip_network

      print(sum(1 for p in range(33) if str(ip_network(f'10.8.248.130/{p}', strict=False).network_address) == '10.8.248.128'))
    `,
  },
};
