import { appRouter } from '@ege/api/app-router';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { mediaUrlPrefix } from '@ege/core/storage/local-file-storage';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppRouter } from '@ege/api/app-router';
import { createContext } from './http/create-context';
import { registerCsrfGuard } from './http/csrf-guard';
import { registerApiDocs } from './http/register-api-docs';
import { registerErrorHandler } from './http/register-error-handlers';
import { registerWebApp } from './http/register-web-app';
import { registerRestRoutes } from './rest/register-rest-routes';

export type AppOptions = {
  deps: CoreDeps;
  publicUrl: string;
  secureCookies: boolean;
  mediaDir: string;
  webDist?: string;
  logLevel?: string;
  trustProxy?: boolean;
};

export const bodyLimitBytes = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { deps, secureCookies } = options;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerErrorHandler(app);
  registerCsrfGuard(app, secureCookies);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, secureCookies, req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerRestRoutes(app, deps, secureCookies);
  await registerApiDocs(app, options.publicUrl);

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: mediaUrlPrefix,
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    },
  });
  await registerWebApp(app, options.webDist);
  return app;
}
