/** The Content-Security-Policy the web app works under, map tiles included. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.basemaps.cartocdn.com'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The origin of CONTENT_URL when it is on another host; null for a same-origin path like /cms. */
export function contentOrigin(contentUrl: string): string | null {
  if (!/^https?:\/\//i.test(contentUrl)) return null;
  return new URL(contentUrl).origin;
}

/** The policy, letting the web app read content and its images from CONTENT_URL's origin. */
export function contentSecurityPolicyFor(contentUrl: string): typeof contentSecurityPolicy {
  const origin = contentOrigin(contentUrl);
  if (!origin) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    connectSrc: [...contentSecurityPolicy.connectSrc, origin],
    imgSrc: [...contentSecurityPolicy.imgSrc, origin],
  };
}

/** The policy as its header value, built once at start rather than on every request. */
export function cspHeaderValue(directives: typeof contentSecurityPolicy): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}

/** Browser features the web app never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), usb=()';

/** What every answer carries: no sniffing, no framing, no referrer, HTTPS only, same-origin reads. */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * The headers of an answer, by what a browser does with it.
 *
 * - Documents and files (the app's pages, built assets, videos, PDFs, images) carry the full set:
 *   the app's policy, isolation and the legacy switches a page may still need.
 * - Data (JSON) and empty answers (304, 204) are never rendered, so they carry the short set the
 *   OWASP REST guidance lists, with a policy that allows nothing. Players poll their manifest
 *   every minute; their 304s stay about a quarter of the size.
 */
export function securityHeaders(contentUrl: string) {
  const document: Record<string, string> = {
    ...everyAnswer,
    'content-security-policy': cspHeaderValue(contentSecurityPolicyFor(contentUrl)),
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const data: Record<string, string> = {
    ...everyAnswer,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  return {
    document: Object.entries(document),
    data: Object.entries(data),
    /** Data when the answer is JSON or has no body; a document otherwise. */
    isData(contentType: unknown, payload: unknown): boolean {
      if (typeof contentType === 'string') return /[/+]json\b/.test(contentType);
      return payload === undefined || payload === null || payload === '';
    },
  };
}
