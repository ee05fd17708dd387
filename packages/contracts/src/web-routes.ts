/**
 * Every URL the web app answers (apps/web/src/app/router.tsx; a test keeps the two in step), so the
 * service can answer an unknown path with 404 while still sending the app's not-found page.
 * `:name` stands for one segment; a trailing `*` for anything below.
 */
export const webRoutePatterns = [
  '/',
  '/upload',
  '/upload/:id',
  '/uploadVideo/:order',
  '/order/:id',
  '/campaign',
  '/campaigns',
  '/campaigns/:id',
  '/proposals',
  '/p/:token',
  '/proof/:token',
  '/received',
  '/approved',
  '/payment',
  '/tab/:tab',
  '/privacypolicy',
  '/termsconditions',
  '/contact',
  '/audience-method',
  '/recommend',
  '/invite/:token',
  '/signUp',
  '/signIn',
  '/forgotpassword',
  '/codefromemail',
  '/phoneconfirm',
  '/phoneVerification',
  '/newpassword',
  '/admin/*',
  '/player',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = webRoutePatterns.map((pattern) => segments(pattern));

/** Whether the web app has a page at this path (case-insensitive, as the router matches). */
export function isWebRoute(pathname: string): boolean {
  let parts: string[];
  try {
    parts = segments(decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return compiled.some((pattern) => {
    const rest = pattern.at(-1) === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? parts.length < fixed.length : parts.length !== fixed.length) return false;
    return fixed.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === parts[i]!.toLowerCase(),
    );
  });
}
