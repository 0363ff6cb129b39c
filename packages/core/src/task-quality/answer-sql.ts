/** JavaScript's \s, which normalizeCell trims and collapses: PostgreSQL's \s leaves out the no-break spaces. */
const space = '[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/** One cell as normalizeCell (tasks/checking/normalize-answer.ts) compares it, as an SQL expression. */
function cellSql(value: string): string {
  const spaced = `regexp_replace(regexp_replace(${value}, '^${space}+|${space}+$', '', 'g'), '${space}+', ' ', 'g')`;
  // A comma between digits, twice: a digit a replacement took is the next comma's left one ('1,2,3').
  // No lookaround: knex would read its '?' as a binding.
  const decimal = (text: string) => `regexp_replace(${text}, '(\\d),(\\d)', '\\1.\\2', 'g')`;
  return `lower(${decimal(decimal(spaced))})`;
}

/**
 * An attempt's answer as the checker compares it, as text to group by (decision 076): a table's cells
 * normalised, a row's cells joined by spaces (its empty cells at the end dropped), rows by ' / ' and
 * the empty rows at the end dropped, as normalizeTable drops them; a field's value normalised. A table
 * with nothing in it reads as the field. `alias` is the task_attempts row's.
 */
export function answerSql(alias: string): string {
  const rowText = `coalesce((SELECT rtrim(string_agg(${cellSql('c.v')}, ' ' ORDER BY c.o))
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(r.value) = 'array' THEN r.value ELSE '[]'::jsonb END) WITH ORDINALITY c(v, o)), '')`;
  const table = `(SELECT string_agg(y.line, ' / ' ORDER BY y.ord) FROM (
      SELECT x.ord, x.line, max(x.ord) FILTER (WHERE x.line <> '') OVER () AS last FROM (
        SELECT r.ord, ${rowText} AS line
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${alias}.user_table_answer) = 'array' THEN ${alias}.user_table_answer ELSE '[]'::jsonb END) WITH ORDINALITY r(value, ord)
      ) x
    ) y WHERE y.ord <= y.last)`;
  return `coalesce(${table}, ${cellSql(`coalesce(${alias}.user_answer, '')`)})`;
}
