// The ceiling of the load gates: a bare node:http server answering each measured address with the
// headers and bytes its server sent (gzipped), from memory. Usage: node same-bytes-server.mjs <answers.json> <port>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, page]) => [path, { ...page, body: Buffer.from(page.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, page.headers).end(page.body);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`same bytes on ${port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
