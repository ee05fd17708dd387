// The page's first script. A page the server rendered is already on screen: its app chunks (named
// in a meta tag by the server) are fetched and the app started after that first paint, not before.
// The app's libraries are then run one per task, so that no single task holds the main thread for
// long while the page is already readable.
const linksPerTask = 6;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each stage names the one export it needs: a bare `import('react-router')` would keep every export
// of the library in the bundle (the build cannot tell which of them the caller reads), about 30 KB
// gzip of server and framework code the browser never runs.
const stages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router').then(({ RouterProvider }) => RouterProvider),
  () => import('./i18n').then(({ i18n }) => i18n),
];

async function start() {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  await import('./main');
}

/** Starts fetching the chunks the server named, a few per task: each link costs the main thread. */
async function fetchAppChunks() {
  const chunks = document.querySelector('meta[name="app-chunks"]')?.getAttribute('content') ?? '';
  const hrefs = chunks.split(' ').filter(Boolean);
  for (let index = 0; index < hrefs.length; index++) {
    if (index > 0 && index % linksPerTask === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hrefs[index]!;
    document.head.append(link);
  }
}

if (document.getElementById('server-state')) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      void fetchAppChunks().then(start);
    }, 0),
  );
} else {
  void import('./main');
}
