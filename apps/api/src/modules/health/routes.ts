// The service's health: the database answers, and which one it is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../http/operation';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/health',
    documented(
      {
        summary: 'Service health',
        description: 'Answers 200 while the service and its database answer, 503 otherwise.',
        tag: 'Service',
        access: 'public',
        token: 'read',
        example: { status: 'ok', database: 'postgres' },
      },
      {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.string(),
            message: z.string(),
          }),
        },
      },
    ),
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: database.kind,
          message: 'The database does not answer.',
        });
      }
    },
  );
};
