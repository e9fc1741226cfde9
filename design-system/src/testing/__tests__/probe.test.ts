it('probe', () => {
  const R = require('node:vm').runInThisContext('Request');
  const H = require('node:vm').runInThisContext('Headers');
  const c = new AbortController();
  const r = new R('http://localhost/blog', { signal: c.signal });
  let aborted = false;
  r.signal.addEventListener('abort', () => (aborted = true));
  c.abort();
  console.log(typeof R, r.url, r.method, aborted, r.signal.aborted, typeof H, typeof globalThis.Request, typeof globalThis.AbortController);
});
