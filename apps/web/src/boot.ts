// The page's first script. A page the server rendered is already on screen: its app chunks (named
// in a meta tag by the server) are fetched and the app started after that first paint, not before.
const start = () => void import('./main');

function fetchAppChunks() {
  const chunks = document.querySelector('meta[name="app-chunks"]')?.getAttribute('content') ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (document.getElementById('server-state')) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      fetchAppChunks();
      start();
    }, 0),
  );
} else {
  start();
}
