import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { useTestApp } from '../../../test/app';
import { isUndocumented, operationKey } from '../../http/operation';

const t = useTestApp();
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});

/** `/api/order/:id` as the document writes it: `/api/order/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every route the app registered (walked through its onRoute hook) that the reference covers. */
function documentedRoutes() {
  return t.app.routeList.filter((route) => !isUndocumented(route.url));
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the object it is given; a copy keeps the original for other tests.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every public, customer and agency route that is registered', () => {
    const missing = documentedRoutes().filter((route) => {
      const item = document.paths?.[openApiPath(route.url)];
      return !item?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(documentedRoutes().length).toBeGreaterThan(30);
  });

  it('describes every registered route beside it: a reference route without its operation fails here', () => {
    const undescribed = documentedRoutes()
      .filter((route) => !route.operation)
      .map((route) => operationKey(route.method, route.url));
    expect(undescribed).toEqual([]);
    // And no route outside the reference carries a description the document would never show.
    const strays = t.app.routeList
      .filter((route) => route.operation && isUndocumented(route.url))
      .map((route) => operationKey(route.method, route.url));
    expect(strays).toEqual([]);
  });

  it('leaves operator, development and the reference’s own routes out', () => {
    const paths = Object.keys(document.paths ?? {});
    expect(t.app.routeList.some((r) => r.url.startsWith('/api/admin/'))).toBe(true);
    expect(
      paths.filter((p) => /^\/api\/(admin|dev|docs)\b/.test(p) || !p.startsWith('/api/')),
    ).toEqual([]);
    expect(paths).not.toContain('/api/openapi.json');
  });

  it('gives each operation a summary, its request and answer schemas, error answers and an example', () => {
    for (const route of documentedRoutes()) {
      const key = operationKey(route.method, route.url);
      const op =
        document.paths![openApiPath(route.url)]![
          route.method.toLowerCase() as OpenAPIV3_1.HttpMethods
        ]!;
      expect(op.summary, key).toBeTruthy();
      expect(op.tags?.length, key).toBe(1);
      const codes = Object.keys(op.responses ?? {});
      expect(
        codes.some((code) => /^2/.test(code)),
        `${key} success`,
      ).toBe(true);
      expect(codes.filter((code) => /^[45]/.test(code)).length, `${key} errors`).toBeGreaterThan(1);
      const errorAnswer = op.responses!['429'] as OpenAPIV3_1.ResponseObject;
      expect(errorAnswer.content?.['application/json']?.schema, key).toMatchObject({
        required: ['code', 'message'],
      });
      if (route.schema?.body) {
        expect(op.requestBody, `${key} body`).toBeTruthy();
      }
      if (route.schema?.querystring || route.schema?.params) {
        expect(op.parameters?.length, `${key} parameters`).toBeGreaterThan(0);
      }
      const example = route.operation!.example;
      if (example === null) continue;
      const [code, answer] = Object.entries(op.responses!).find(([c]) => /^2/.test(c))!;
      expect(
        (answer as OpenAPIV3_1.ResponseObject).content?.['application/json']?.example,
        `${key} example`,
      ).toEqual(example);
      // The example is a real answer: the route's own response schema accepts it.
      const schema = (route.schema?.response as Record<string, ZodType> | undefined)?.[code];
      expect(schema, `${key} response schema`).toBeTruthy();
      const parsed = schema!.safeParse(example);
      expect(parsed.error?.issues ?? [], `${key} example`).toEqual([]);
    }
  });

  it('marks which scope an API token needs and which routes take a session only', () => {
    const campaigns = document.paths!['/api/campaigns']!;
    expect(campaigns.post!.security).toEqual([{ session: [] }, { apiToken: ['book'] }]);
    expect(campaigns.get!.security).toEqual([{ session: [] }, { apiToken: ['read'] }]);
    expect(document.paths!['/api/user/tokens']!.post!.security).toEqual([{ session: [] }]);
    const takesKey = (op: OpenAPIV3_1.OperationObject | undefined) =>
      op?.parameters?.some((p) => 'name' in p && p.name.toLowerCase() === 'idempotency-key');
    expect(takesKey(campaigns.post)).toBe(true);
    expect(takesKey(document.paths!['/api/campaigns/{id}/payment']!.post)).toBe(true);
    expect(takesKey(campaigns.get)).toBeFalsy();
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive reference under the service’s own Content-Security-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    // No inline script: every script is a file of the service's own.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body!.trim()).toBe('');
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });
});
