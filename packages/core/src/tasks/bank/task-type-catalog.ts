/** What each ЕГЭ task type is about, with the icon and colour the trainer shows for it. */
export type TaskTypeInfo = { name: string; icon: string; color: string };

const entries: [number, string, string, string][] = [
  [1, 'Анализ информационных моделей', '🗺️', 'blue'],
  [2, 'Таблицы истинности', '🔣', 'indigo'],
  [3, 'Базы данных', '🗃️', 'cyan'],
  [4, 'Кодирование и декодирование', '🔐', 'teal'],
  [5, 'Анализ алгоритмов', '⚙️', 'green'],
  [6, 'Исполнитель Черепаха', '🐢', 'lime'],
  [7, 'Кодирование изображений и звука', '🖼️', 'yellow'],
  [8, 'Комбинаторика', '🔢', 'orange'],
  [9, 'Электронные таблицы', '📊', 'red'],
  [10, 'Поиск в текстовом документе', '📄', 'pink'],
  [11, 'Информационный объём', '💾', 'grape'],
  [12, 'Исполнитель Редактор', '✏️', 'violet'],
  [13, 'IP-адреса и маски', '🌐', 'blue'],
  [14, 'Системы счисления', '🔟', 'indigo'],
  [15, 'Логические выражения', '🧠', 'cyan'],
  [16, 'Рекурсивные функции', '🔁', 'teal'],
  [17, 'Обработка последовательностей', '📈', 'green'],
  [18, 'Динамическое программирование в таблицах', '🤖', 'lime'],
  [19, 'Теория игр: выигрыш за один ход', '🎲', 'yellow'],
  [20, 'Теория игр: выигрыш за два хода', '🎲', 'yellow'],
  [21, 'Теория игр: выигрышная стратегия', '🎲', 'yellow'],
  [22, 'Параллельные процессы', '⏱️', 'orange'],
  [23, 'Количество программ исполнителя', '🧮', 'red'],
  [24, 'Обработка символьных строк', '🔤', 'pink'],
  [25, 'Поиск чисел по маске и делителям', '🔍', 'grape'],
  [26, 'Сортировка и жадные алгоритмы', '📦', 'violet'],
  [27, 'Анализ данных: кластеры', '🧩', 'blue'],
];

export const taskTypeCatalog: Record<number, TaskTypeInfo> = Object.fromEntries(
  entries.map(([type, name, icon, color]) => [type, { name, icon, color }]),
);

export const blockTypes = [19, 20, 21] as const;

/** The key of the block 19–21 wherever types are counted, listed or filed: '1'..'18', '19-21', '22'..'27'. */
export const blockKey = '19-21';
export type BlockKey = typeof blockKey;

export function isBlockType(type: number): boolean {
  return (blockTypes as readonly number[]).includes(type);
}
