import request from 'supertest';
import { bodyOf, type MessageBody, type PostDetail } from '../test-support/response-body';
import { adminAuthHeader, testApp } from '../test-support/test-app';
import { buildOpenApiDocument } from '../openapi/openapi';
import { Post } from '../modules/posts/post.model';

const { app, config } = testApp({ POST_BODY_LIMIT: '64kb' });

describe('bad input never reaches a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await request(app).post('/api/waitlist').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not an object with 400', async () => {
    for (const body of ['[1,2]', '"text"', 'null']) {
      const res = await request(app).post('/api/newsletter').set('Content-Type', 'application/json').send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(bodyOf<MessageBody>(res).message).toEqual(expect.any(String));
    }
    const form = await request(app).post('/api/newsletter').type('form').send('email=a@b.co');
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ message: 'Request body must be a JSON object.' });
  });

  it('answers oversized bodies with 413 and names the limit', async () => {
    const small = await request(app)
      .post('/api/newsletter')
      .send({ email: `${'a'.repeat(20_000)}@example.com` });
    expect(small.status).toBe(413);
    expect(small.body).toEqual({ message: 'The request body is too large (the limit is 16 KB).' });

    const auth = await adminAuthHeader(config);
    const big = await request(app)
      .post('/api/posts')
      .set('Authorization', auth)
      .send({ title: 'Big', content: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request body is too large (the limit is 64 KB).' });
    // Posts get the larger limit: an inline image of 40 KB fits.
    const image = `<p><img src="data:image/png;base64,${'A'.repeat(40_000)}"></p>`;
    const fits = await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Pic', content: image });
    expect(fits.status).toBe(201);
    expect(bodyOf<PostDetail>(fits).content).toContain('data:image/png;base64,');
  });

  it('treats operator injection as plain (invalid) data', async () => {
    const auth = await adminAuthHeader(config);
    await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Visible', published: true });
    const bySlug = await request(app).get('/api/posts/slug/%7B%22%24ne%22%3A%22%22%7D');
    expect(bySlug.status).toBe(404);
    const login = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: { $ne: '' } });
    expect(login.status).toBe(400);
    expect(await Post.countDocuments()).toBe(1);
  });

  it('answers a path that cannot be decoded with 400', async () => {
    const res = await request(app).get('/api/posts/slug/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toEqual(expect.any(String));
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No API route matches GET /api/nothing-here.' });
  });

  it('answers a method a documented path does not declare with 405 and the methods it allows', async () => {
    const trace = await request(app).trace('/api/posts/featured');
    expect({ status: trace.status, allow: trace.headers.allow, body: trace.body as unknown }).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: { message: 'TRACE is not allowed on /api/posts/featured: it allows GET, HEAD.' },
    });
    const put = await request(app).put('/api/posts').send({});
    expect({ status: put.status, allow: put.headers.allow }).toEqual({ status: 405, allow: 'GET, POST, HEAD' });
    // A templated path, and one whose methods are all its own.
    const patch = await request(app).patch('/api/tags/3');
    expect({ status: patch.status, allow: patch.headers.allow }).toEqual({ status: 405, allow: 'DELETE' });
    // A literal path answers for itself, where a templated route would take its last segment for an id.
    for (const [method, path, allow] of [
      ['put', '/api/posts/featured', 'GET, HEAD'],
      ['delete', '/api/admin/waitlist/invitations', 'GET, POST, HEAD'],
      ['patch', '/api/admin/staff/invitations', 'POST'],
    ] as const) {
      const res = await request(app)[method](path).send({});
      expect({ path, status: res.status, allow: res.headers.allow }).toEqual({ path, status: 405, allow });
    }
    // What no document path matches stays a 404.
    expect((await request(app).put('/api/nothing-here')).status).toBe(404);
  });
});

describe('headers', () => {
  it('sends security headers and no X-Powered-By', async () => {
    const res = await request(app).get('/api/posts');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows only the configured site origins', async () => {
    const allowed = await request(app).get('/api/posts').set('Origin', 'http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await request(app).get('/api/posts').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(bodyOf<ReturnType<typeof buildOpenApiDocument>>(res).openapi).toBe('3.1.0');
  });

  it('documents every route the app serves', () => {
    const documented = Object.entries(buildOpenApiDocument().paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/openapi.json',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/auth/account',
        'PUT /api/auth/account/email',
        'POST /api/auth/forgot-password',
        'POST /api/auth/reset-password',
        'GET /api/posts',
        'POST /api/posts',
        'GET /api/posts/featured',
        'GET /api/posts/slug/{slug}',
        'GET /api/posts/{id}',
        'PUT /api/posts/{id}',
        'DELETE /api/posts/{id}',
        'GET /api/admin/posts',
        'GET /api/admin/posts/{id}/revisions',
        'GET /api/admin/posts/{id}/revisions/{revisionId}',
        'POST /api/admin/posts/{id}/revisions/{revisionId}/restore',
        'POST /api/admin/posts/{id}/preview',
        'GET /api/admin/posts/{id}/newsletter',
        'POST /api/admin/posts/{id}/newsletter',
        'POST /api/admin/posts/{id}/newsletter/test',
        'GET /api/admin/signups',
        'GET /api/admin/stats',
        'GET /api/admin/mail',
        'GET /api/admin/mail/outbox',
        'POST /api/admin/mail/outbox/{id}/retry',
        'GET /api/admin/mail/suppressions',
        'POST /api/admin/mail/test',
        ...['waitlist', 'newsletter', 'contact'].flatMap((list) => [
          `GET /api/admin/${list}`,
          `GET /api/admin/${list}.csv`,
          `DELETE /api/admin/${list}/{id}`,
        ]),
        'PATCH /api/admin/contact/{id}',
        'GET /api/categories',
        'POST /api/categories',
        'DELETE /api/categories/{id}',
        'GET /api/tags',
        'POST /api/tags',
        'DELETE /api/tags/{id}',
        'POST /api/waitlist',
        'GET /api/waitlist/status/{token}',
        'GET /api/preferences/{token}',
        'POST /api/preferences/{token}',
        'POST /api/newsletter',
        'POST /api/contact',
        'GET /api/media/{path}',
        'GET /api/admin/media',
        'POST /api/admin/media',
        'DELETE /api/admin/media/{id}',
        'GET /api/remotes/live',
        'GET /api/admin/remotes',
        'POST /api/admin/remotes/{remote}/versions',
        'GET /api/admin/remotes/{remote}/versions/{version}',
        'POST /api/admin/remotes/previews',
        'POST /api/admin/remotes/{remote}/promote',
        'POST /api/admin/remotes/{remote}/rollback',
        'POST /api/remotes/reports',
        'GET /api/subscriptions/{token}',
        'GET /api/invitations/{code}',
        'POST /api/invitations/{code}/join',
        'GET /api/admin/waitlist/invitations',
        'POST /api/admin/waitlist/invitations',
        'POST /api/admin/waitlist/{id}/invitation',
        'DELETE /api/admin/waitlist/{id}/invitation',
        'POST /api/subscriptions/{token}/confirm',
        'POST /api/subscriptions/{token}/unsubscribe',
        'GET /api/uploads/{id}',
        'GET /api/admin/content/export',
        'POST /api/admin/content/import',
        'GET /api/admin/content/imports/{id}',
        'GET /api/admin/backups',
        'GET /api/admin/staff',
        'POST /api/admin/staff/invitations',
        'DELETE /api/admin/staff/invitations/{id}',
        'PATCH /api/admin/staff/{id}',
        'DELETE /api/admin/staff/{id}',
        'GET /api/staff-invitations/{token}',
        'POST /api/staff-invitations/{token}/accept',
        'POST /api/auth/login/2fa',
        'PUT /api/auth/account/password',
        'GET /api/auth/account/2fa',
        'POST /api/auth/account/2fa/setup',
        'POST /api/auth/account/2fa/enable',
        'POST /api/auth/account/2fa/recovery-codes',
        'POST /api/auth/account/2fa/disable',
        'GET /api/auth/sessions',
        'DELETE /api/auth/sessions/{id}',
        'GET /api/admin/audit',
        'GET /api/admin/audit.csv',
      ].sort(),
    );
  });

  it('documents Retry-After on every 429', () => {
    const operations = Object.values(
      buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>,
    ).flatMap((path) => Object.values(path));
    const tooMany = operations.flatMap(({ responses }) => (responses['429'] ? [responses['429']] : []));
    expect(tooMany).toHaveLength(14);
    for (const response of tooMany) expect(response.headers).toHaveProperty('Retry-After');
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/media', () => {
  it('serves the shipped sample images', async () => {
    const res = await request(app).get('/api/media/sample/face-runway-cover.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await request(app).get('/api/media/sample/missing.jpg')).status).toBe(404);
    expect((await request(app).get('/api/media/../package.json')).status).toBe(404);
  });

  it('answers bad widths with 400 and escapes with 404, never a 500', async () => {
    const width = await request(app).get('/api/media/sample/face-runway-cover.jpg?w=abc');
    expect(width.status).toBe(400);
    expect(width.body).toEqual({ message: 'The width w must be one of 480, 800, 1200.' });
    const escape = await request(app).get('/api/media/..%2Fpackage.json?w=480');
    expect(escape.status).toBe(404);
    expect(escape.body).toEqual({ message: 'Image not found.' });
  });
});
