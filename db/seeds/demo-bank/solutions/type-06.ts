import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Вместо рисования в модуле turtle вычисляем вершины фигур: маленький класс повторяет команды Черепахи (голова сначала смотрит ' +
  'вдоль оси ординат — 90°), а при опущенном хвосте запоминает каждую точку, в которую пришёл. Затем перебираем все целые точки ' +
  'прямоугольника, охватывающего фигуры: принадлежность линии проверяем через векторное произведение, а попадание внутрь — ' +
  'лучом (считаем, сколько сторон пересекает горизонтальный луч из точки: нечётное число — точка внутри).</p>';

const turtle = python`
  import math

  class Turtle:
      def __init__(self):
          self.x = self.y = 0.0
          self.heading = 90
          self.drawing = True
          self.figures = [[(0.0, 0.0)]]

      def fd(self, n):
          a = math.radians(self.heading)
          self.x, self.y = round(self.x + n * math.cos(a), 9), round(self.y + n * math.sin(a), 9)
          if self.drawing:
              self.figures[-1].append((self.x, self.y))

      def rt(self, deg):
          self.heading -= deg

      def lt(self, deg):
          self.heading += deg

      def up(self):
          self.drawing = False

      def down(self):
          self.drawing = True
          self.figures.append([(self.x, self.y)])

  def on_line(p, fig):
      for a, b in zip(fig, fig[1:]):
          cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
          if abs(cross) < 1e-9 and min(a[0], b[0]) - 1e-9 <= p[0] <= max(a[0], b[0]) + 1e-9 and min(a[1], b[1]) - 1e-9 <= p[1] <= max(a[1], b[1]) + 1e-9:
              return True
      return False

  def inside(p, fig):
      result = False
      for (ax, ay), (bx, by) in zip(fig, fig[1:]):
          if (ay > p[1]) != (by > p[1]) and p[0] < (bx - ax) * (p[1] - ay) / (by - ay) + ax:
              result = not result
      return result

  def points(figures):
      xs = [x for f in figures for x, _ in f]
      ys = [y for f in figures for _, y in f]
      for x in range(math.floor(min(xs)), math.ceil(max(xs)) + 1):
          for y in range(math.floor(min(ys)), math.ceil(max(ys)) + 1):
              yield (x, y)
`;

/** Type 6: the Turtle's figures as polygons, integer points counted by ray casting. */
export const type06Solutions: Record<string, DemoSolution> = {
  't06-1': {
    steps:
      method +
      '<ol><li>Фигура — прямоугольник 7 × 12 с углом в начале координат.</li>' +
      '<li>Внутри, не на линии: 6 · 11 = 66 точек. Ответ: 66.</li></ol>',
    python: `${turtle}\n\n${python`
      t = Turtle()
      for _ in range(2):
          t.fd(12)
          t.rt(90)
          t.fd(7)
          t.rt(90)
      fig = t.figures[0]
      print(sum(1 for p in points([fig]) if not on_line(p, fig) and inside(p, fig)))
    `}`,
  },
  't06-2': {
    steps:
      method +
      '<ol><li>После трёх повторений Черепаха возвращается в начало: фигура — правильный треугольник со стороной 12, ' +
      'остальные повторения лишь обводят его снова, поэтому в программе достаточно трёх.</li>' +
      '<li>Вершины нецелые, поэтому проверки ведём с допуском 1e-9. Ответ: 56.</li></ol>',
    python: `${turtle}\n\n${python`
      t = Turtle()
      for _ in range(3):
          t.fd(12)
          t.rt(120)
      fig = t.figures[0]
      print(sum(1 for p in points([fig]) if not on_line(p, fig) and inside(p, fig)))
    `}`,
  },
  't06-3': {
    steps:
      method +
      '<ol><li>Фигура — «лесенка»: за каждое повторение Черепаха поворачивает на 90° направо, после четырёх повторений она в начале.</li>' +
      '<li>Считаем точки внутри вместе с точками линии. Ответ: 105.</li></ol>',
    python: `${turtle}\n\n${python`
      t = Turtle()
      for _ in range(4):
          t.fd(4)
          t.rt(90)
          t.fd(4)
          t.lt(90)
          t.fd(4)
          t.rt(90)
      fig = t.figures[0]
      print(sum(1 for p in points([fig]) if on_line(p, fig) or inside(p, fig)))
    `}`,
  },
  't06-4': {
    steps:
      method +
      '<ol><li>Две фигуры: прямоугольник 16 × 10 из начала координат и прямоугольник 8 × 12 из точки (6, 4).</li>' +
      '<li>Точка пересечения с границей лежит в каждой фигуре или на её линии. Ответ: 63.</li></ol>',
    python: `${turtle}\n\n${python`
      t = Turtle()
      for _ in range(2):
          t.fd(10)
          t.rt(90)
          t.fd(16)
          t.rt(90)
      t.up()
      t.fd(4)
      t.rt(90)
      t.fd(6)
      t.lt(90)
      t.down()
      for _ in range(2):
          t.fd(12)
          t.rt(90)
          t.fd(8)
          t.rt(90)
      figs = t.figures
      print(sum(1 for p in points(figs) if all(on_line(p, f) or inside(p, f) for f in figs)))
    `}`,
  },
  't06-5': {
    steps:
      method +
      '<ol><li>Две фигуры: прямоугольник 14 × 9 из начала координат и прямоугольник 6 × 11 из точки (4, 5).</li>' +
      '<li>Точка объединения лежит внутри хотя бы одной фигуры и не лежит ни на одной линии. Ответ: 121.</li></ol>',
    python: `${turtle}\n\n${python`
      t = Turtle()
      for _ in range(2):
          t.fd(9)
          t.rt(90)
          t.fd(14)
          t.rt(90)
      t.up()
      t.fd(5)
      t.rt(90)
      t.fd(4)
      t.lt(90)
      t.down()
      for _ in range(2):
          t.fd(11)
          t.rt(90)
          t.fd(6)
          t.rt(90)
      figs = t.figures
      print(sum(1 for p in points(figs) if not any(on_line(p, f) for f in figs) and any(inside(p, f) for f in figs)))
    `}`,
  },
};
