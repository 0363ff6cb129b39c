/** A cell with first tries: the only cells of the heat map the keyboard stops at. */
const heatSelector = '[data-heat]';

function heatIn(cell: Element | null | undefined): HTMLElement | null {
  return cell?.querySelector<HTMLElement>(heatSelector) ?? null;
}

function firstHeat(cells: readonly Element[]): HTMLElement | null {
  for (const cell of cells) {
    const found = heatIn(cell);
    if (found) return found;
  }
  return null;
}

/**
 * Where an arrow key (Home, End too) goes from a heat map cell: the nearest cell with tries that way
 * in the row, or in the column through the rows; null when there is none (the focus stays).
 */
export function nextHeatCell(from: HTMLElement, key: string): HTMLElement | null {
  const cell = from.closest('td');
  const row = cell?.parentElement;
  if (!cell || !(row instanceof HTMLTableRowElement)) return null;
  const cells = Array.from(row.cells);
  const column = cell.cellIndex;
  const rows: HTMLTableRowElement[] = [];
  switch (key) {
    case 'ArrowRight':
      return firstHeat(cells.slice(column + 1));
    case 'ArrowLeft':
      return firstHeat(cells.slice(0, column).reverse());
    case 'Home':
      return firstHeat(cells);
    case 'End':
      return firstHeat([...cells].reverse());
    case 'ArrowDown':
      for (let next = row.nextElementSibling; next instanceof HTMLTableRowElement; next = next.nextElementSibling) rows.push(next);
      return firstHeat(rows.map((next) => next.cells[column]).filter((next) => next !== undefined));
    case 'ArrowUp':
      for (let next = row.previousElementSibling; next instanceof HTMLTableRowElement; next = next.previousElementSibling) rows.push(next);
      return firstHeat(rows.map((next) => next.cells[column]).filter((next) => next !== undefined));
    default:
      return null;
  }
}
