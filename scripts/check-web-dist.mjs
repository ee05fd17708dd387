// Fails when the built web app carries React's development runtime: `npm start` and every deploy
// must serve a production bundle, whatever NODE_ENV the build ran under.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));

/** Strings only React's development builds contain (warnings and dev-only internals). */
const developmentMarkers = [
  'react_stack_bottom_frame',
  'jsxDEV',
  'Invalid hook call',
  'Each child in a list should have a unique "key" prop',
];

const assets = path.join(dist, 'assets');
if (!existsSync(assets)) {
  console.error(`check-web-dist: ${assets} does not exist; build the web app first.`);
  process.exit(1);
}
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
if (scripts.length === 0) {
  console.error(`check-web-dist: no JavaScript in ${assets}.`);
  process.exit(1);
}
const found = [];
for (const name of scripts) {
  const source = readFileSync(path.join(assets, name), 'utf8');
  for (const marker of developmentMarkers) {
    if (source.includes(marker)) found.push(`${name}: ${marker}`);
  }
}
if (found.length > 0) {
  console.error(
    `check-web-dist: ${dist} holds React's development runtime:\n  ${found.slice(0, 10).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-web-dist: ${scripts.length} scripts, production React only.`);
