import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Writes .br and .gz beside each text asset, so the server sends them compressed at no CPU cost. */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'screenspot-precompress',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!assetsDir) return;
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assetsDir, name);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * A dynamic import's preload list (Vite's `__vite__mapDeps`) names every chunk the imported module
 * needs, those the importing chunk imports itself included: they are running already, so naming
 * them again only makes the importer bigger. The router's table in main.tsx's chunk lists every
 * page's chunks this way, on every first visit. This plugin reads which chunks each chunk imports
 * statically; `resolveDependencies` below then leaves out those the importer already has
 * (decision 0070).
 */
function preloadOnlyMissingChunks() {
  /** Each chunk's static imports, by file name. */
  const imports = new Map<string, readonly string[]>();
  const loadedWith = (host: string, loaded = new Set<string>()) => {
    if (loaded.has(host)) return loaded;
    loaded.add(host);
    for (const child of imports.get(host) ?? []) loadedWith(child, loaded);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'screenspot-preload-only-missing-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js') return deps;
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyMissingChunks();

/**
 * A plugin that rewrites one file of the phone field's library (react-phone-input-2/lib/<file>)
 * before it is bundled.
 */
function patchPhoneLibrary(name: string, file: string, patch: (code: string) => string): Plugin {
  const target = `react-phone-input-2/lib/${file}`;
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      return id.replaceAll('\\', '/').endsWith(target) ? patch(code) : null;
    },
  };
}

/**
 * The phone field's stylesheet carries its 29 KB flag sprite inline, which made the sign-up and
 * account pages' stylesheet (needed before their first paint) 45 KB. The sprite is the same image
 * as src/assets/phone-flags.png, a file of its own, fetched only where a flag is shown.
 */
const phoneFlagsAsFile = () =>
  patchPhoneLibrary('screenspot-phone-flags', 'style.css', (code) =>
    code.replace(
      /url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)/,
      'url(/src/assets/phone-flags.png)',
    ),
  );

/**
 * The phone field's library finds the global object with `Function("return this")()`, which the
 * site's Content Security Policy (no eval) refuses: the browser reports a violation on every page
 * with a phone field. `globalThis` is the same object, without eval.
 */
const phoneFieldWithoutEval = () =>
  patchPhoneLibrary('screenspot-phone-field-without-eval', 'lib.js', (code) =>
    code.replaceAll('Function("return this")()', 'globalThis'),
  );

/**
 * React Router's package points every import at its development build, whose only difference is
 * that its warnings are on (react-router issue 12532, "intended to be temporary"). A build takes
 * the production build of the same version instead: the warnings' code and texts leave the first
 * visit. Every `react-router` import goes through this alias, so the app holds one copy of the
 * router and its contexts (the server's render, bundled by the same config, too).
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.resolve(
      path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))),
      'dist/production/index.mjs',
    ),
  },
];

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build: React's development runtime never ships, whatever
  // NODE_ENV the shell that ran `npm start` or `npm run build` happened to have.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      phoneFlagsAsFile(),
      phoneFieldWithoutEval(),
      preloads.plugin,
      precompressAssets(),
    ],
    resolve: {
      // Zod with eval-free parsing, configured before any schema is built (see src/lib/zod.ts).
      alias: [
        { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod.ts') },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
        },
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/cms': apiTarget },
    },
    // The server's render (src/entry-server.tsx) carries its libraries inside, built for production.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { outDir: 'dist/ssr', emptyOutDir: false, copyPublicDir: false, target: 'node20' }
      : {
          target: 'es2022',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          // Read by the server (landing preload) and by scripts/first-visit.mjs (bytes per route).
          manifest: true,
          // Every browser the build targets preloads modules itself (Chrome 66, Safari 17, Firefox
          // 115); an older one fetches a chunk when it is imported instead of ahead of time.
          modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
        },
  };
});
