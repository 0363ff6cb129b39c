import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describeFrameworkError } from './framework-error-messages';

/** Fastify answers a URL it cannot decode ('%', '%zz') before any route or error handler: in our shape too. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ detail: describeFrameworkError(error.code) });
}
