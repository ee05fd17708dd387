import { rejectionReportSchema, screenCategoryRulesSchema } from '@screenspot/contracts/compliance';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/error-responses';
import { HttpError } from '../../plugins/errors';
import { findScreen } from '../catalog';
import * as compliance from './service';

/** The console's compliance: each screen's category rules, and rejections by code per month. */
export const complianceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const screenExists = async (id: number) => {
    if (!(await findScreen(db, id))) throw new HttpError(404, 'notFound.screen');
  };

  app.get(
    '/screens/:id/category-rules',
    { schema: { params: idParamsSchema, response: { 200: screenCategoryRulesSchema, ...errors } } },
    async (request) => {
      await screenExists(request.params.id);
      return compliance.screenCategoryRules(db, request.params.id);
    },
  );

  app.put(
    '/screens/:id/category-rules',
    {
      schema: {
        params: idParamsSchema,
        body: screenCategoryRulesSchema,
        response: { 200: screenCategoryRulesSchema, ...errors },
      },
    },
    async (request) => {
      await screenExists(request.params.id);
      return compliance.saveScreenCategoryRules(db, request.params.id, request.body);
    },
  );

  app.get(
    '/reports/rejections',
    { schema: { response: { 200: rejectionReportSchema, ...errors } } },
    async () => compliance.rejectionReport(db, app.deps.clock()),
  );
};
