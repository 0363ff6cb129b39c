import { fileTooLargeMessage } from '@ege/core/storage/check-image';

/*
 * The one table of what Fastify, its plugins and Node's HTTP parser answer by themselves, in our
 * words: every edge that meets one (the error handler, frameworkErrors, clientError) reads it here.
 */

export const notFoundMessage = 'Не найдено';
export const badRequestMessage = 'Некорректный запрос';
export const formDataMessage = 'Некорректные данные формы';
export const badUrlMessage = 'Некорректный адрес запроса';
export const requestHeadersTooLargeMessage = 'Слишком большие заголовки запроса: не более 16 КБ';
export const missingHostMessage = 'В запросе нет заголовка Host';

const messagesByCode: Record<string, string> = {
  FST_ERR_BAD_URL: badUrlMessage,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса при Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос: не более 1 МБ (файлы — через form-data, до 10 МБ)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Длина тела запроса не совпадает с Content-Length',
  // @fastify/multipart (the upload routes map their own limits in readMultipart).
  FST_REQ_FILE_TOO_LARGE: fileTooLargeMessage,
  FST_INVALID_MULTIPART_CONTENT_TYPE: formDataMessage,
  FST_PROTO_VIOLATION: formDataMessage,
  FST_PARTS_LIMIT: 'Слишком много полей в форме',
  FST_FIELDS_LIMIT: 'Слишком много полей в форме',
  // Node's HTTP parser, before Fastify sees a request.
  HPE_HEADER_OVERFLOW: requestHeadersTooLargeMessage,
  HPE_INVALID_CONTENT_LENGTH: 'Некорректный заголовок Content-Length',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'Content-Length вместе с Transfer-Encoding: chunked',
  HPE_INVALID_METHOD: 'Неизвестный метод HTTP',
  HPE_INVALID_CHUNK_SIZE: 'Некорректное тело запроса (Transfer-Encoding: chunked)',
  ERR_HTTP_REQUEST_TIMEOUT: 'Запрос не получен целиком вовремя',
};

/** Node's parser answers these with a status of their own; every other parse error is a 400. */
export const clientErrorStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** The Russian detail for a framework's error code; a code we never met is a plain 'bad request'. */
export function describeFrameworkError(code: string | undefined): string {
  return (code !== undefined && messagesByCode[code]) || badRequestMessage;
}
