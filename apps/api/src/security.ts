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
