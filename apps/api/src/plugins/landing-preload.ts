import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const landingModule = 'src/app/routes/landing.tsx';
/** The landing banner's illustration: the largest paint on a phone. */
const bannerImage = /(^|\/)hero-billboards-[\w-]+\.svg$/;

function reachable(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) reachable(manifest, next, seen);
  return seen;
}

/**
 * Link tags that let `/` fetch the landing chunk, its styles and its banner image while the main
 * script loads, instead of one after another (the route is lazy, so nothing else announces them).
 * Empty when the build has no manifest.
 */
export function landingPreloadTags(distDir: string): string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (!manifest[landingModule]) return '';
  const loadedByEntry = reachable(manifest, 'index.html');
  const chunks = [...reachable(manifest, landingModule)].filter((key) => !loadedByEntry.has(key));
  const tags: string[] = [];
  for (const key of chunks) {
    const chunk = manifest[key]!;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="preload" as="style" crossorigin href="/${css}" />`);
  }
  const banner = manifest[landingModule].assets?.find((asset) => bannerImage.test(asset));
  if (banner) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="/${banner}" />`);
  }
  return tags.join('\n    ');
}
