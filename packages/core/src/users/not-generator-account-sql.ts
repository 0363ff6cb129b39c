import { generatorAuthorKey } from '../tasks/authoring/store-generated-task';

/**
 * A WHERE condition on `users` that leaves out the generator's account ('генератор', decision 040):
 * it owns the generated tasks but is nobody a teacher could pick. Its id comes from the settings row,
 * read once per statement; without the row nobody is left out.
 */
export const notGeneratorAccountSql = `users.id IS DISTINCT FROM (SELECT (value #>> '{}')::int FROM settings WHERE key = '${generatorAuthorKey}')`;
