import { z } from '../validation/z';

export const badCursorMessage = 'Некорректный курсор страницы: начните список сначала';
export const pageSizeMessage = 'Размер страницы — от 1 до 100';

/**
 * The paging fields of a keyset-paged list's input (decision 020): `cursor` is the `next_cursor` of
 * the page before (none: the first page); 20 a page by default, at most 100.
 */
export const keysetPageFields = {
  cursor: z.string().max(200, badCursorMessage).nullish(),
  page_size: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(100, pageSizeMessage).default(20),
};

/** What every keyset-paged list answers: the page and where the next one starts (null: this was the last). */
export const nextCursorSchema = z.string().nullable();
