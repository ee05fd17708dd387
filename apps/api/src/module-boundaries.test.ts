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
  it("refuses a module importing another module's repository", async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/orders/boundary-fixture.ts',
      "import { findScreen } from '../catalog/repository';\nexport const f = findScreen;\n",
    );
    expect(messages).toEqual([expect.stringContaining("Use the other module's service")]);
  });

  it("allows the other module's service and the module's own repository", async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/orders/boundary-fixture.ts',
      "import { findScreen } from '../catalog/service';\nimport * as own from './repository';\nexport const f = [findScreen, own];\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses runtime code importing seed code', async () => {
    const messages = await restrictedImports(
      'apps/api/src/http/boundary-fixture.ts',
      "import { seedDatabase } from '../db/seed/index';\nexport const f = seedDatabase;\n",
    );
    expect(messages).toEqual([expect.stringContaining('never imports seed code')]);
  });

  it('refuses a web feature importing another feature', async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/finder/components/boundary-fixture.tsx',
      "import { OrderCard } from '../../orders/components/order-card';\nexport const f = OrderCard;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });
});
