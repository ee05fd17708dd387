// Compiles the API into one JavaScript module, apps/api/dist/server.js, so the served process runs
// plain Node with no TypeScript loader. The project's own code (the API and the contracts package)
// is bundled; every installed package stays an import, resolved from node_modules at run time.
// The files the service reads beside its code (migrations, seed media) are copied next to it, at
// the same relative place they have beside the source module that reads them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');

/** Installed packages stay imports; the workspace's own TypeScript packages are compiled in. */
const installedPackagesStayImports = {
  name: 'installed-packages-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@screenspot/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [installedPackagesStayImports],
});
// Read at run time beside the module that reads them: db/client.ts reads ./migrations, and
// db/seed/content.ts reads ./content-media. In the bundle both modules are dist/server.js.
cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(api, 'src/db/seed/content-media'), path.join(dist, 'content-media'), {
  recursive: true,
});
console.log(`compiled the API into apps/api/dist/server.js in ${Date.now() - started} ms`);
