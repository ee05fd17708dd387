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
/** /campaigns/{id}: one campaign's page, below the list's segment. */
const campaignHomeModule = 'src/app/routes/campaign-home.tsx';
/** The app itself, which the page's first script (src/boot.ts) imports. */
const appModule = 'src/main.tsx';
/** The landing banner's illustration: the largest paint on a phone. */
const bannerImage = /(^|\/)hero-billboards-[\w-]+\.svg$/;

function reachable(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) reachable(manifest, next, seen);
  return seen;
}

/**
 * Which lazy screen module each first path segment opens, as in apps/web/src/app/router.tsx. A
 * page whose screen is listed here announces that screen's chunks in its HTML.
 */
const routeModules: Record<string, string> = {
  '': landingModule,
  upload: 'src/app/routes/finder.tsx',
  uploadVideo: 'src/app/routes/upload-video.tsx',
  received: 'src/app/routes/received.tsx',
  approved: 'src/app/routes/approved.tsx',
  payment: 'src/app/routes/payment.tsx',
  tab: 'src/app/routes/account-tabs.tsx',
  campaigns: 'src/app/routes/campaigns.tsx',
  privacypolicy: 'src/app/routes/privacy-policy.tsx',
  termsconditions: 'src/app/routes/terms-conditions.tsx',
  contact: 'src/app/routes/contact.tsx',
  signUp: 'src/app/routes/sign-up.tsx',
  signIn: 'src/app/routes/sign-in.tsx',
  forgotpassword: 'src/app/routes/forgot-password.tsx',
  codefromemail: 'src/app/routes/code-from-email.tsx',
  phoneconfirm: 'src/app/routes/phone-confirm.tsx',
  phoneVerification: 'src/app/routes/phone-verification.tsx',
  newpassword: 'src/app/routes/new-password.tsx',
};

/**
 * The screens rendered on the server (plugins/server-render.ts): those whose first render reads no
 * browser-only state. The auth flow's later steps read the flow kept in session storage, the
 * console and the player are apps of their own: the browser renders those.
 */
export const serverRenderedModules: ReadonlySet<string> = new Set([
  landingModule,
  'src/app/routes/finder.tsx',
  'src/app/routes/account-tabs.tsx',
  'src/app/routes/campaigns.tsx',
  campaignHomeModule,
  'src/app/routes/privacy-policy.tsx',
  'src/app/routes/terms-conditions.tsx',
  'src/app/routes/contact.tsx',
  'src/app/routes/sign-up.tsx',
  'src/app/routes/sign-in.tsx',
  'src/app/routes/forgot-password.tsx',
]);

/**
 * The screens rendered with their data, read in-process while the page is rendered: the finder,
 * whose largest paint is its first card's image, and the campaign pages, which a reload must show
 * as they were. The others render their loading state (their largest paint is their own text), so
 * their HTML is answered without waiting for any data.
 */
export const renderedWithData: ReadonlySet<string> = new Set([
  'src/app/routes/finder.tsx',
  'src/app/routes/campaigns.tsx',
  campaignHomeModule,
]);

/** The screen module a path opens, or null (unknown paths, the console). */
export function routeModuleOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (!Object.hasOwn(routeModules, first)) return null;
  // Only the shapes the router knows: /upload and /upload/{id}, /tab/{tab}, /uploadVideo/{order},
  // /campaigns and /campaigns/{id}.
  if (first === 'campaigns' && segments.length === 2) return campaignHomeModule;
  const depth =
    first === ''
      ? 0
      : first === 'upload'
        ? [1, 2]
        : first === 'tab' || first === 'uploadVideo'
          ? [2]
          : [1];
  if (typeof depth === 'number' ? segments.length !== depth : !depth.includes(segments.length)) {
    return null;
  }
  return routeModules[first]!;
}

function tagsFor(manifest: Manifest, module: string): string {
  if (!manifest[module]) return '';
  // The page's first script and the app it starts are announced on every page (appStartTags).
  const loadedByEntry = reachable(manifest, appModule, reachable(manifest, 'index.html'));
  const chunks = [...reachable(manifest, module)].filter((key) => !loadedByEntry.has(key));
  const tags: string[] = [];
  for (const key of chunks) {
    const chunk = manifest[key]!;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="preload" as="style" crossorigin href="/${css}" />`);
  }
  const banner =
    module === landingModule
      ? manifest[module].assets?.find((asset) => bannerImage.test(asset))
      : undefined;
  if (banner) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="/${banner}" />`);
  }
  return tags.join('\n    ');
}

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * Link tags for the app that the page's first script starts (its chunks and its stylesheet), so
 * every page fetches them beside the page itself: the first script only decides when it starts.
 */
export function appStartTags(distDir: string): string {
  const manifest = readManifest(distDir);
  if (!manifest?.[appModule]) return '';
  const entry = reachable(manifest, 'index.html');
  const tags: string[] = [];
  for (const key of reachable(manifest, appModule)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key]!;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  }
  return tags.join('\n    ');
}

/**
 * Link tags that let a page fetch its screen's chunk, that chunk's imports and styles (and, on
 * `/`, the banner image) while the main script loads, instead of one after another: the screens
 * are lazy, so nothing else announces them before the main script has run. Keyed by screen
 * module; empty when the build has no manifest.
 */
export function routePreloadTags(distDir: string): Map<string, string> {
  const tags = new Map<string, string>();
  const manifest = readManifest(distDir);
  if (!manifest) return tags;
  for (const module of new Set([...Object.values(routeModules), campaignHomeModule])) {
    const moduleTags = tagsFor(manifest, module);
    if (moduleTags) tags.set(module, moduleTags);
  }
  return tags;
}
