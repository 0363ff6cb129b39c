import { z } from './z';

/** PostgreSQL's integer: an id past it is no row of ours, and the database would refuse the query with a 500. */
export const maxRecordId = 2_147_483_647;
export const invalidIdMessage = 'Некорректный id';

/** A row's id from JSON or a query string: a whole number from 1 to maxRecordId. */
export function recordId(message = invalidIdMessage) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(maxRecordId, message);
}
