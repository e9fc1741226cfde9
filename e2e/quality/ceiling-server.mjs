// The ceiling for the API load gate: a bare Express route answering the same JSON from memory.
import { readFileSync } from 'node:fs';
import express from 'express';

const [file, port] = process.argv.slice(2);
const body = JSON.parse(readFileSync(file, 'utf8'));
const app = express();
app.get('/posts', (_req, res) => {
  res.json(body);
});
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`ceiling on ${port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
