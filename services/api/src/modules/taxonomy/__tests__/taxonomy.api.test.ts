import request from 'supertest';
import { match } from '../../../test-support/matchers';
import { bodyOf, type TaxonomyItem } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';

const { app, config } = testApp();
let auth: string;
beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

describe.each([
  ['categories', 'category', 'Category'],
  ['tags', 'tag', 'Tag'],
])('/api/%s', (plural, singular, capitalized) => {
  const add = (body: unknown, authorization = auth) =>
    request(app)
      .post(`/api/${plural}`)
      .set('Authorization', authorization)
      .send(body as object);

  it('adds (trimmed), lists by id and deletes', async () => {
    const first = await add({ name: '  Alpha  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: match.any(Number), name: 'Alpha' });
    const { id } = bodyOf<TaxonomyItem>(first);
    const second = await add({ name: 'Beta', unknown: 'ignored' });
    expect(bodyOf<TaxonomyItem>(second).id).toBe(id + 1);

    const list = await request(app).get(`/api/${plural}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first.body, second.body]);

    expect((await request(app).delete(`/api/${plural}/${id}`).set('Authorization', auth)).status).toBe(204);
    expect((await request(app).get(`/api/${plural}`)).body).toEqual([second.body]);
  });

  it('refuses empty, overlong, non-string and duplicate names', async () => {
    expect((await add({ name: '   ' })).body).toEqual({ message: 'Name is required.' });
    expect((await add({})).body).toEqual({ message: 'Name is required.' });
    expect((await add({ name: ['x'] })).body).toEqual({ message: 'Name is required.' });
    expect((await add({ name: 'x'.repeat(51) })).body).toEqual({ message: 'Name must be at most 50 characters.' });
    await add({ name: 'Gamma' });
    const duplicate = await add({ name: 'gamma' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: `A ${singular} named "gamma" already exists.` });
  });

  it('requires a token to add or delete; 404 and 400 for bad ids', async () => {
    expect((await request(app).post(`/api/${plural}`).send({ name: 'x' })).status).toBe(401);
    expect((await request(app).delete(`/api/${plural}/1`)).status).toBe(401);
    const missing = await request(app).delete(`/api/${plural}/999`).set('Authorization', auth);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: `${capitalized} not found.` });
    const bad = await request(app).delete(`/api/${plural}/abc`).set('Authorization', auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: `${capitalized} id must be a positive integer.` });
  });
});
