import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on deliberate breaches of the boundaries.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('module boundaries (decision 0013)', () => {
  it.each([
    {
      rule: "refuses a module importing another module's repository",
      file: 'apps/api/src/modules/orders/boundary-fixture.ts',
      code: "import { findScreen } from '../catalog/repository';\nexport const f = findScreen;\n",
      messages: [expect.stringContaining("Use the other module's service")],
    },
    {
      rule: "allows the other module's public face and the module's own repository",
      file: 'apps/api/src/modules/orders/boundary-fixture.ts',
      code: "import { findScreen } from '../catalog';\nimport * as own from './repository';\nexport const f = [findScreen, own];\n",
      messages: [],
    },
    {
      rule: "refuses a module importing another module's internal file, its service included",
      file: 'apps/api/src/modules/orders/boundary-fixture.ts',
      code: "import { findScreen } from '../catalog/service';\nexport const f = findScreen;\n",
      messages: [expect.stringContaining('through its index')],
    },
    {
      rule: "lets a module's own files import each other, and a test reach into another module",
      file: 'apps/api/src/modules/orders/boundary-fixture.test.ts',
      code: "import { findScreen } from '../catalog/service';\nimport { toOrder } from './service';\nexport const f = [findScreen, toOrder];\n",
      messages: [],
    },
    {
      rule: 'refuses a service building SQL itself',
      file: 'apps/api/src/modules/orders/boundary-fixture.ts',
      code: "import { sql } from 'drizzle-orm';\nimport { queryRows } from '../../db/client';\nexport const f = [sql, queryRows];\n",
      messages: [expect.stringContaining('SQL lives in'), expect.stringContaining('SQL lives in')],
    },
    {
      rule: "allows SQL in the module's repository, and a type of drizzle's anywhere",
      file: 'apps/api/src/modules/orders/boundary-fixture.repository.ts',
      code: "import { sql } from 'drizzle-orm';\nexport const f = sql`select 1`;\n",
      messages: [],
    },
    {
      rule: "allows a service a type of drizzle's",
      file: 'apps/api/src/modules/orders/boundary-fixture.ts',
      code: "import type { SQL } from 'drizzle-orm';\nexport type F = SQL;\n",
      messages: [],
    },
    {
      rule: 'refuses runtime code importing seed code',
      file: 'apps/api/src/http/boundary-fixture.ts',
      code: "import { seedDatabase } from '../db/seed/index';\nexport const f = seedDatabase;\n",
      messages: [expect.stringContaining('never imports seed code')],
    },
    {
      rule: 'refuses a web feature importing another feature',
      file: 'apps/web/src/features/finder/components/boundary-fixture.tsx',
      code: "import { OrderCard } from '../../orders/components/order-card';\nexport const f = OrderCard;\n",
      messages: [expect.stringContaining('Features never import each other')],
    },
    {
      rule: "lets the console shell import a feature's console through its index",
      file: 'apps/web/src/features/admin/components/boundary-fixture.tsx',
      code: "import { HoldsPage } from '../../booking/console';\nexport const f = HoldsPage;\n",
      messages: [],
    },
    {
      rule: "refuses the console shell reaching into a feature's console folder",
      file: 'apps/web/src/features/admin/components/boundary-fixture.tsx',
      code: "import { HoldsPage } from '../../booking/console/components/holds-page';\nexport const f = HoldsPage;\n",
      messages: [expect.stringContaining("imports a feature's console/index.ts only")],
    },
    {
      rule: "refuses the console shell importing a feature's other screens",
      file: 'apps/web/src/features/admin/components/boundary-fixture.tsx',
      code: "import { OrderCard } from '../../orders/components/order-card';\nexport const f = OrderCard;\n",
      messages: [expect.stringContaining('Features never import each other')],
    },
    {
      rule: "refuses a feature's console importing another feature's console",
      file: 'apps/web/src/features/booking/console/components/boundary-fixture.tsx',
      code: "import { OrdersPage } from '../../../orders/console';\nexport const f = OrdersPage;\n",
      messages: [expect.stringContaining('Features never import each other')],
    },
    {
      rule: "lets a feature's console use its own feature and the console's shared pieces",
      file: 'apps/web/src/features/booking/console/components/boundary-fixture.tsx',
      code: "import { Panel } from '../../../../components/console/panel';\nimport { formatMoney } from '../../../../lib/money';\nimport * as own from '../../api/get-availability';\nexport const f = [Panel, formatMoney, own];\n",
      messages: [],
    },
  ])('$rule', async ({ file, code, messages }) => {
    expect(await restrictedImports(file, code)).toEqual(messages);
  });
});

async function restrictedSyntax(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('errors by key (decision 0058)', () => {
  const refused = [expect.stringContaining('by its key')];
  it.each([
    {
      rule: 'refuses an error raised by words built at run time',
      code: "import { HttpError } from '../../plugins/errors';\nexport const f = (n: number) => new HttpError(400, `At most ${n} screens`);\n",
      messages: refused,
    },
    {
      rule: 'refuses words as a field message',
      code: "import { HttpError } from '../../plugins/errors';\nexport const f = () => new HttpError(400, 'notFound.order', { id: 'Not this one' });\n",
      messages: refused,
    },
    {
      rule: 'refuses literal words passed where words are looked up',
      code: "import { contractMessage } from '../../i18n';\nexport const f = () => contractMessage('Required');\n",
      messages: refused,
    },
    {
      rule: 'allows a key, and a key with its values',
      code: "import { message } from '../../error-messages';\nimport { HttpError } from '../../plugins/errors';\nexport const f = (n: number) => [new HttpError(404, 'notFound.order'), new HttpError(409, message('webhooks.tooMany', { most: n }))];\n",
      messages: [],
    },
  ])('$rule', async ({ code, messages }) => {
    expect(await restrictedSyntax('apps/api/src/modules/orders/boundary-fixture.ts', code)).toEqual(
      messages,
    );
  });
});

describe("the web's own failures by key", () => {
  const refused = [expect.stringContaining('raised by its key')];
  it.each([
    {
      rule: 'refuses a failure in English words',
      code: "import { ApiRequestError } from '../../../lib/api-client';\nexport const f = () => new ApiRequestError(0, 'The upload was interrupted.');\n",
      messages: refused,
    },
    {
      rule: 'refuses words built at run time',
      code: "import { ownError } from '../../../lib/api-client';\nexport const f = (n: number) => ownError(n, `Request failed (${n})`);\n",
      messages: refused,
    },
    {
      rule: 'allows a key and its values',
      code: "import { ownError } from '../../../lib/api-client';\nexport const f = (n: number) => ownError(n, 'common:messages.requestFailed', { status: n });\n",
      messages: [],
    },
  ])('$rule', async ({ code, messages }) => {
    expect(
      await restrictedSyntax('apps/web/src/features/orders/api/boundary-fixture.ts', code),
    ).toEqual(messages);
  });
});

describe('one way to hand a module its dependencies (decision 0067)', () => {
  const refused = [expect.stringContaining('reads what it needs from app.deps')];
  const head =
    "import type { FastifyInstance } from 'fastify';\nimport { orderRoutes } from './routes';\n";
  it.each([
    {
      rule: 'refuses a route plugin that takes options',
      code: "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';\nexport const r: FastifyPluginAsyncZod<{ db: number }> = async (_app, { db }) => {\n  void db;\n};\n",
      messages: refused,
    },
    {
      rule: 'refuses a shared plugin that takes options',
      code: "import type { FastifyInstance } from 'fastify';\nimport fp from 'fastify-plugin';\nexport const p = fp(async (_app: FastifyInstance, options: { db: number }) => {\n  void options;\n});\n",
      messages: refused,
    },
    {
      rule: 'refuses registering a route plugin with its dependencies',
      code: `${head}export const f = (app: FastifyInstance, db: number) => app.register(orderRoutes, { db });\n`,
      messages: refused,
    },
    {
      rule: 'refuses registering a route plugin with options held in a value',
      code: `${head}export const f = (app: FastifyInstance, deps: object) => app.register(orderRoutes, deps);\n`,
      messages: refused,
    },
    {
      rule: "allows no options, a prefix, and another package's plugin configured by its options",
      code: `${head}import fastifyRateLimit from '@fastify/rate-limit';\nexport const f = async (app: FastifyInstance) => {\n  await app.register(orderRoutes);\n  await app.register(orderRoutes, { prefix: '/admin' });\n  await app.register(fastifyRateLimit, { global: false });\n};\n`,
      messages: [],
    },
  ])('$rule', async ({ code, messages }) => {
    expect(await restrictedSyntax('apps/api/src/modules/orders/boundary-fixture.ts', code)).toEqual(
      messages,
    );
  });
});
