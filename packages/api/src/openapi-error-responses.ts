/**
 * The REST edge answers every error as `{detail}`, plus `errors` by field where a field is to blame
 * (any error a service raises may name one), whatever trpc-to-openapi writes (`{message, code,
 * issues}`). This replaces the generator's error responses with ours, listing per operation the
 * statuses it can give (docs/decisions/052).
 */

type Response = { description?: string; $ref?: string; content?: unknown; headers?: unknown };
type Operation = { security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, Response> };
type Document = { paths?: object; components?: object };
type Components = Record<string, Record<string, unknown> | undefined>;

const detail = { type: 'string', description: 'Сообщение по-русски, для показа пользователю' };

export const errorSchemas = {
  Error: { type: 'object', required: ['detail'], properties: { detail }, additionalProperties: false },
  FieldError: {
    type: 'object',
    required: ['detail'],
    properties: {
      detail,
      errors: { type: 'object', description: 'Сообщения по полям ввода: имя поля → сообщения', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    additionalProperties: false,
  },
};

const retryAfter = { 'Retry-After': { description: 'Через сколько секунд повторить', schema: { type: 'integer' } } };

function errorResponse(description: string, schema: keyof typeof errorSchemas, headers?: object) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } };
}

/** One shared response per status, by the name an operation's `$ref` uses. */
export const errorResponses = {
  400: ['BadRequest', errorResponse('Некорректный запрос: ошибка в полях (errors по полям), тело или адрес', 'FieldError')],
  401: ['Unauthorized', errorResponse('Нужен вход: нет токена, он недействителен или неверны имя и пароль', 'FieldError')],
  403: ['Forbidden', errorResponse('Нет прав (роль, чужой объект, поле только для администратора) или не прошла проверка CSRF', 'FieldError')],
  404: ['NotFound', errorResponse('Не найдено (errors — если не найдено то, что названо в поле)', 'FieldError')],
  409: ['Conflict', errorResponse('Конфликт с текущим состоянием (уже сделано, занято, не в том статусе)', 'FieldError')],
  413: ['PayloadTooLarge', errorResponse('Слишком большой запрос или файл', 'FieldError')],
  415: ['UnsupportedMediaType', errorResponse('Неподдерживаемый тип содержимого запроса', 'Error')],
  429: ['TooManyRequests', errorResponse('Слишком много попыток', 'FieldError', retryAfter)],
  500: ['InternalServerError', errorResponse('Внутренняя ошибка сервера', 'Error')],
  503: ['ServiceUnavailable', errorResponse('База данных недоступна', 'Error', retryAfter)],
} as const;

export type ErrorStatus = keyof typeof errorResponses;

/** Procedures whose services can answer 409 (a state conflict), by operationId. */
export const conflictOperations = new Set([
  'groups-create', 'groups-update', 'groups-join', 'groups-leave', 'groups-inviteUser', 'groups-acceptInvitation', 'groups-declineInvitation',
  'groups-cancelInvitation', 'groups-generateQuest', 'groups-abandonQuest', 'tasks-check', 'tasks-reveal', 'tasks-revealMany', 'tasks-saveCode', 'tasks-claimGuestAttempts',
  'quests-claimBonus', 'quests-start', 'quests-completeTask', 'quests-abandon', 'quests-generateDaily', 'quests-abandonDaily', 'pet-interact',
  'homework-update', 'homework-createVariant', 'variants-create', 'variants-update', 'variants-results', 'exam-start', 'exam-saveAnswer',
  'exam-result', 'comments-list', 'authoring-remove', 'authoring-importTask', 'authoring-importTasks', 'authoring-importStatus',
  'classes-create', 'classes-update', 'classes-remove',
  'taskReports-create', 'taskReports-handle', 'taskReports-dismissFlag',
]);

/** Procedures open to guests whose services check credentials themselves (401), by operationId. */
export const credentialOperations = new Set(['users-login', 'users-refreshCookie']);

/** Procedures behind a rate limit (sign-in, registration, generating tasks), by operationId. */
export const rateLimitedOperations = new Set([
  'users-login', 'users-register', 'authoring-generateDraft', 'tasks-generate', 'variants-create', 'variants-update', 'homework-assign',
  'homework-update', 'exam-start',
  'taskReports-create',
]);

const bodyMethods = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The statuses an operation can answer with an error. Every request may be malformed (400), hit a bug
 * (500) or a database outage (503); a request with input may name a missing row (404); a signed-in
 * operation refuses guests (401) and other roles or owners (403); a request with a body may be refused
 * by the CSRF guard (403), its size (413) or its type (415).
 */
export function errorStatusesOf(method: string, operation: Operation): ErrorStatus[] {
  const id = (operation as { operationId?: string }).operationId ?? '';
  const statuses: ErrorStatus[] = [400, 500, 503];
  const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  if (hasInput) statuses.push(404);
  if (operation.security !== undefined) statuses.push(401, 403);
  if (credentialOperations.has(id)) statuses.push(401);
  if (bodyMethods.has(method)) statuses.push(403, 413, 415);
  if (conflictOperations.has(id)) statuses.push(409);
  if (rateLimitedOperations.has(id)) statuses.push(429);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** The document with our error shape: the generator's `error.*` schemas go, each operation refers to the shared responses. */
export function withErrorResponses<T extends Document>(document: T): T {
  const components = (document.components ?? {}) as Components;
  const schemas = Object.fromEntries(Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
  const responses = Object.fromEntries(Object.values(errorResponses).map(([name, response]) => [name, response]));
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) < 400);
      const errors = errorStatusesOf(method, operation).map((status) => [String(status), { $ref: `#/components/responses/${errorResponses[status][0]}` }]);
      operation.responses = Object.fromEntries([...success, ...errors]);
    }
  }
  return { ...document, components: { ...components, schemas: { ...schemas, ...errorSchemas }, responses: { ...components.responses, ...responses } } };
}
