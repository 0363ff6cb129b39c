import type { CoreDeps } from '@ege/core/context/core-deps';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { answerClientError } from './http/answer-client-error';
import { answerFrameworkError } from './http/answer-framework-error';
import { registerCsrfGuard } from './http/csrf-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerApiDocs } from './http/register-api-docs';
import { registerTrpcRoutes } from './http/register-trpc-routes';
import { registerErrorHandler } from './http/register-error-handlers';
import { registerMediaRoute } from './http/register-media-route';
import { registerTheoryPages } from './http/register-theory-pages';
import { registerWebApp } from './http/register-web-app';
import { registerRestRoutes } from './rest/register-rest-routes';

export type AppOptions = {
  deps: CoreDeps;
  publicUrl: string;
  secureCookies: boolean;
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
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Node's bare 400 for a missing Host becomes ours (registerErrorHandler).
    http: { requireHostHeader: false },
  });

  registerSecurityHeaders(app, secureCookies);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerErrorHandler(app);
  registerCsrfGuard(app, secureCookies);

  await registerTrpcRoutes(app, deps, secureCookies);
  registerRestRoutes(app, deps, secureCookies);
  await registerApiDocs(app, options.publicUrl);

  registerMediaRoute(app, deps.storage);
  registerTheoryPages(app, deps, options.webDist);
  await registerWebApp(app, options.webDist);
  return app;
}
