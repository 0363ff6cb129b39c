import type { Knex } from 'knex';

/**
 * A row as written: any column may be left to its default or the database (a Knex raw value such as
 * now() or `x + 1` included); a jsonb column takes its JSON text too, which is how arrays must be
 * written (node-postgres would send a JS array as a PostgreSQL array); a time takes ISO text.
 */
type Written<Row, Json extends keyof Row> = {
  readonly [K in keyof Row]?: (K extends Json ? Row[K] | string : Date extends Row[K] ? Row[K] | string : Row[K]) | Knex.Raw;
};

/** A table as Knex sees it (decision 059): rows read as `Row`, inserted and updated as `Written`. */
export type Table<Row, Json extends keyof Row = never> = Knex.CompositeTableType<Row, Written<Row, Json>, Written<Row, Json>, Written<Row, Json>>;
