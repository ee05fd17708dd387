// Development only: the outbox of mails and texts the service would have sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Development only: the outbox, so people and tests can read the codes that were "sent". */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              to: z.string(),
              channel: z.enum(['email', 'sms']),
              subject: z.string().nullable(),
              body: z.string(),
              code: z.string().nullable(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => app.deps.messenger.listOutbox(request.query.limit),
  );
};
