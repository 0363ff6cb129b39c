import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const badUrlMessage = 'Некорректный адрес запроса';

/** Fastify answers a URL it cannot decode ('%', '%zz') before any route or error handler: in our shape too. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ detail: error.code === 'FST_ERR_BAD_URL' ? badUrlMessage : 'Некорректный запрос' });
}
