import { verifyAccessToken } from '@ege/core/auth/access-token';
import Fastify from 'fastify';
import pg from 'pg';
import { readChildSettings, serveChild } from './child-server';

// The least any profile endpoint must do: the same HMAC check of the bearer token as the app, then
// one indexed SELECT by the token's user id. No plugins, no hooks, no procedure layers. It answers on
// the REST path, so that the two differ only in the server behind the URL.
const settings = readChildSettings();
const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: settings.poolSize });
const app = Fastify({ logger: { level: 'warn' } });

app.get('/api/users/profile/', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? verifyAccessToken(token, settings.tokenSecret) : null;
  if (!claims) return reply.code(401).send({ detail: 'Unauthorized' });
  const { rows } = await pool.query(
    'SELECT id, username, email, role, avatar, experience_points, created_at FROM users WHERE id = $1',
    [claims.sub],
  );
  return rows[0] ?? reply.code(404).send({ detail: 'Not found' });
});

await serveChild(app, () => pool.end());
