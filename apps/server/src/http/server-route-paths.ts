/**
 * The routes the server registers itself, outside the procedures: uploaded files, the theory pages
 * and this document with its viewer. /media and /theory sit beside /api, so their path items name
 * the site's root as their server (OpenAPI 3.1 lets a path item override the document's servers).
 */
export function serverRoutePaths(publicUrl: string) {
  const root = [{ url: publicUrl, description: 'Корень сайта (вне /api)' }];
  const notFound = { $ref: '#/components/responses/NotFound' };
  const notModified = { description: 'Не изменился с версии из If-None-Match' };
  const tags = ['server'];
  return {
    '/media/{key}': {
      servers: root,
      get: {
        operationId: 'server-media',
        summary: 'Загруженный файл (картинка, вложение, аватар) из общего хранилища; поддерживает ETag и один диапазон байтов',
        tags,
        parameters: [
          { name: 'key', in: 'path', required: true, description: 'Ключ файла, может содержать «/» (например tasks/1/a.png)', schema: { type: 'string' } },
          { name: 'Range', in: 'header', required: false, description: 'Один диапазон: bytes=start-end', schema: { type: 'string' } },
          { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
          { name: 'If-Range', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'Файл целиком, с типом содержимого, определённым при загрузке', headers: fileHeaders(), content: { '*/*': {} } },
          206: {
            description: 'Запрошенный диапазон байтов',
            headers: { ...fileHeaders(), 'Content-Range': { description: 'bytes start-end/size', schema: { type: 'string' } } },
            content: { '*/*': {} },
          },
          304: notModified,
          400: { $ref: '#/components/responses/BadRequest' },
          404: notFound,
          416: {
            description: 'Диапазон за пределами файла',
            headers: { 'Content-Range': { description: 'bytes */size', schema: { type: 'string' } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          500: { $ref: '#/components/responses/InternalServerError' },
          503: { $ref: '#/components/responses/ServiceUnavailable' },
        },
      },
    },
    '/theory/{folder}/text.html': {
      servers: root,
      get: {
        operationId: 'server-theoryPage',
        summary: 'Страница теории по номеру задания (папка вида 1 или 19-21) для фрейма теории',
        tags,
        parameters: [{ name: 'folder', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'HTML-страница теории', content: { 'text/html': { schema: { type: 'string' } } } },
          304: notModified,
          404: { description: 'Теория не найдена', content: { 'text/plain': { schema: { type: 'string' } } } },
          500: { $ref: '#/components/responses/InternalServerError' },
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'server-openapi',
        summary: 'Этот документ (OpenAPI 3.1)',
        tags,
        responses: { 200: { description: 'Документ OpenAPI', content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } } } },
      },
    },
    '/docs/': {
      get: {
        operationId: 'server-docs',
        summary: 'Интерактивная документация (Swagger UI) по этому документу',
        tags,
        responses: { 200: { description: 'HTML-страница Swagger UI', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
  };
}

function fileHeaders() {
  const text = { schema: { type: 'string' } };
  return { ETag: text, 'Last-Modified': text, 'Accept-Ranges': text, 'Content-Length': { schema: { type: 'integer' } } };
}
