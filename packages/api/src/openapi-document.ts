import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router';

export function buildOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: 'ЕГЭ-тренажёр по информатике: API',
    description:
      'Те же процедуры, что и tRPC на /trpc. Ошибки: JSON с полем detail (сообщение по-русски) и, для проверки полей, errors по полям.',
    version: '0.1.0',
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  });
}
