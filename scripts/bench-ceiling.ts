// The benchmark's ceiling: a bare Node HTTP server answering fixed bytes, as fast as Node can.
// Given a second file, it answers that one (brotli bytes) to clients that accept br.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, brotliFile] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: bench-ceiling <JSON body file> [<brotli body file>]');
const body = readFileSync(bodyFile);
const brotliBody = brotliFile ? readFileSync(brotliFile) : null;

const server = createServer((request, response) => {
  const br = brotliBody && request.headers['accept-encoding']?.includes('br');
  const bytes = br ? brotliBody : body;
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
    ...(br ? { 'content-encoding': 'br' } : {}),
  });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`ceiling on ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
