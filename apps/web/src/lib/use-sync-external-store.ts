// The web build's `use-sync-external-store/shim` (vite.config.ts): react-i18next imports the shim
// for React 17 and older. React 19 has the hook, which the shim itself hands back when it exists;
// taking it from React directly keeps the shim's fallback code out of every first visit.
export { useSyncExternalStore } from 'react';
