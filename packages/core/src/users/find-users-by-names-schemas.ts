import { z } from '../validation/z';
import { pluralRu } from '../text/plural-ru';

/** The most names one call takes: a class list comes in a few calls, each URL stays short. */
export const maxNamesPerLookup = 100;

const namesMessage = `Укажите от 1 до ${maxNamesPerLookup} ${pluralRu(maxNamesPerLookup, ['имени пользователя', 'имён пользователей', 'имён пользователей'])}`;

/** `?usernames=a&usernames=b` over REST, an array over tRPC; a single name in a query string is a plain string. */
export const findUsersByNamesInput = z.object({
  usernames: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string().trim().min(1, 'Пустое имя пользователя').max(150, 'Слишком длинное имя пользователя'), { error: namesMessage })
      .min(1, namesMessage)
      .max(maxNamesPerLookup, namesMessage),
  ),
});
export type FindUsersByNamesInput = z.output<typeof findUsersByNamesInput>;

export const foundUsersSchema = z.object({
  results: z.array(z.object({ id: z.number(), username: z.string() })),
});
export type FoundUsers = z.infer<typeof foundUsersSchema>;
