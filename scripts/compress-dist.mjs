// Writes .br and .gz beside every text asset of the web build, served by @fastify/static
// (preCompressed) so no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`);
