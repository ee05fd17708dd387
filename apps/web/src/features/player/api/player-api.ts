import type {
  Manifest,
  PairingCreated,
  PlayRecord,
  PlayerStatus,
  PlayerStatusAnswer,
  PlaysResult,
} from '@screenspot/contracts/player';

/** The network is down or the server did not answer: try again later, keep what is stored. */
export class Unreachable extends Error {}
/** The player's token is no longer valid: it must pair again. */
export class NotPaired extends Error {}
/** The server refused records whose signature does not hold (none of the batch was stored). */
export class SignatureRefused extends Error {
  constructor(readonly playIds: string[]) {
    super('signature refused');
  }
}

async function call(url: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, cache: 'no-store', credentials: 'omit' });
  } catch {
    throw new Unreachable('offline');
  }
  if (response.status === 401) throw new NotPaired('not paired');
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    throw new Unreachable(`server answered ${response.status}`);
  }
  return response;
}

export async function startPairing(): Promise<PairingCreated> {
  const response = await call('/api/player/pairings', { method: 'POST' });
  if (response.status !== 201) throw new Unreachable(`pairing answered ${response.status}`);
  return response.json();
}

/** The token once an operator linked the code; null while waiting; 'gone' if it cannot come. */
export async function claimToken(
  claimToken: string,
  publicKey: string | undefined,
): Promise<string | null | 'gone'> {
  const response = await call('/api/player/pairings/claim', {
    method: 'POST',
    body: JSON.stringify({ claimToken, publicKey }),
  });
  if (response.status === 200) return ((await response.json()) as { token: string }).token;
  if (response.status === 410) return 'gone';
  return null;
}

export async function fetchManifest(
  token: string,
  etag: string | null,
): Promise<{ manifest: Manifest; etag: string } | 'unchanged'> {
  const response = await call('/api/player/manifest', {
    token,
    headers: etag ? { 'if-none-match': etag } : {},
  });
  if (response.status === 304) return 'unchanged';
  if (!response.ok) throw new Unreachable(`manifest answered ${response.status}`);
  return { manifest: await response.json(), etag: response.headers.get('etag') ?? '' };
}

/** An upload of records, signed once as a batch (decision 0064) or each record on its own. */
export async function uploadPlays(
  token: string,
  plays: PlayRecord[],
  batchSignature?: string,
): Promise<PlaysResult> {
  const response = await call('/api/player/plays', {
    method: 'POST',
    token,
    body: JSON.stringify({ plays, batchSignature }),
  });
  if (response.status === 422) {
    const answer = (await response.json().catch(() => ({}))) as { refused?: string[] };
    throw new SignatureRefused(answer.refused ?? plays.map((play) => play.playId));
  }
  if (!response.ok) throw new Unreachable(`plays answered ${response.status}`);
  return response.json();
}

/** The heartbeat; answers the server's time and the commands waiting, or null if refused. */
export async function sendStatus(
  token: string,
  status: PlayerStatus,
): Promise<PlayerStatusAnswer | null> {
  const response = await call('/api/player/status', {
    method: 'POST',
    token,
    body: JSON.stringify(status),
  });
  return response.ok ? ((await response.json()) as PlayerStatusAnswer) : null;
}

/** The video bytes, fetched with the player's token. */
export async function downloadVideo(token: string, url: string): Promise<ArrayBuffer> {
  const response = await call(url, { token });
  if (!response.ok) throw new Unreachable(`video answered ${response.status}`);
  return response.arrayBuffer();
}

/** A frame of the playing item (JPEG), sent as the body; false when the server refused it. */
export async function uploadScreenshot(
  token: string,
  itemToken: string,
  image: Blob,
  signed?: { capturedAt: string; signature: string },
): Promise<boolean> {
  const query = new URLSearchParams({ itemToken, ...signed });
  const response = await call(`/api/player/screenshots?${query}`, {
    method: 'POST',
    token,
    headers: { 'content-type': image.type },
    body: image,
  });
  return response.status === 201;
}
