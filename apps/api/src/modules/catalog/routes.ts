import {
  billboardSchema,
  categorySchema,
  finderQuerySchema,
} from '@screenspot/contracts/billboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import * as repository from './repository';
import { findBillboards } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leds/getCategories',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async () => repository.listCategories(db),
  );

  app.get(
    '/leds/getAll',
    { schema: { querystring: finderQuerySchema, response: { 200: z.array(billboardSchema) } } },
    async (request) => findBillboards(db, request.query),
  );
};
