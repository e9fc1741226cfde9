import type { Express } from 'express';
import request from 'supertest';
import { bodyOf, type PostDetail } from './response-body';

/**
 * The post calls an admin makes. `auth`: the current bearer header (the admin is made again after
 * each test empties the database).
 */
export function adminPostCalls(app: Express, auth: () => string) {
  const create = (body: object) => request(app).post('/api/posts').set('Authorization', auth()).send(body);
  return {
    create,
    /** Creates a post that must be accepted, and answers it. */
    async created(body: object): Promise<PostDetail> {
      const res = await create(body);
      if (res.status !== 201) throw new Error(`Creating a post answered ${res.status}: ${res.text}`);
      return bodyOf<PostDetail>(res);
    },
    update: (id: number, body: object) => request(app).put(`/api/posts/${id}`).set('Authorization', auth()).send(body),
    get: (path: string) => request(app).get(path).set('Authorization', auth()),
    post: (path: string, body?: object) => request(app).post(path).set('Authorization', auth()).send(body),
  };
}
