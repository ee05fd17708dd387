import { useSyncExternalStore } from 'react';

/** A screen picked for a campaign; kept in this browser until the campaign is booked. */
export type TrayScreen = { ledId: number; billboardName: string; location: string };

const storageKey = 'screenspot.campaignTray';
const listeners = new Set<() => void>();
let cached: TrayScreen[] | null = null;

function read(): TrayScreen[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    cached = Array.isArray(parsed)
      ? parsed.filter(
          (s): s is TrayScreen =>
            typeof s === 'object' && s !== null && Number.isInteger((s as TrayScreen).ledId),
        )
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(next: TrayScreen[]) {
  cached = next;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private mode without storage: the tray lives as long as the tab.
  }
  for (const listener of listeners) listener();
}

export const campaignTray = {
  add: (screen: TrayScreen) => {
    if (!read().some((s) => s.ledId === screen.ledId)) write([...read(), screen]);
  },
  remove: (ledId: number) => write(read().filter((s) => s.ledId !== ledId)),
  clear: () => write([]),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) {
      cached = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const empty: TrayScreen[] = [];

/** The screens in the campaign tray, shared by every tab of this browser. */
export function useCampaignTray(): TrayScreen[] {
  return useSyncExternalStore(subscribe, read, () => empty);
}
