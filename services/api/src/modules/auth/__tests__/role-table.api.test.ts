import request from 'supertest';
import { Types } from 'mongoose';
import { OPERATION_PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@fns/contracts';
import { buildOpenApiDocument } from '../../../openapi/openapi';
import { staffAuthHeader, testApp } from '../../../test-support/test-app';
import { createPost } from '../../posts/post-write.service';
import { AUTH_MESSAGES } from '../auth.middleware';

/**
 * Every bearer-authenticated operation of the OpenAPI document, called by each role: the role
 * table (@fns/contracts) decides, and the API must answer as it says. An operation without a rule
 * fails here, as does a rule for an operation that is gone.
 */
const { app, config } = testApp();
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface Operation {
  key: string;
  method: (typeof METHODS)[number];
  path: string;
}

function bearerOperations(): Operation[] {
  const document = buildOpenApiDocument() as {
    paths: Record<string, Partial<Record<string, { security?: Array<Record<string, unknown>> }>>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]?.security?.some((scheme) => 'bearerAuth' in scheme)).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
    })),
  );
}

/** Path parameters: the role's own draft for post ids, ids that exist nowhere for the rest. */
function concretePath(path: string, ownPostId: number): string {
  const unknownObjectId = new Types.ObjectId().toHexString();
  const isPostPath = path.startsWith('/api/posts/') || path.startsWith('/api/admin/posts/');
  return path
    .replace('{id}', isPostPath ? String(ownPostId) : /categories|tags/.test(path) ? '999999' : unknownObjectId)
    .replace('{revisionId}', unknownObjectId)
    .replace('{remote}', 'blog')
    .replace('{version}', '9.9.9');
}

const operations = bearerOperations();
const READS_OF_OWN_POST = ['GET /api/posts/{id}', 'GET /api/admin/posts/{id}/revisions'];

it('the role table has a rule for every bearer-authenticated operation, and for nothing else', () => {
  expect(operations.length).toBeGreaterThan(50);
  expect(operations.map((operation) => operation.key).sort()).toEqual(Object.keys(OPERATION_PERMISSIONS).sort());
});

describe.each(STAFF_ROLES)('as %s', (role: StaffRole) => {
  it('every operation answers as the role table says: allowed, or 403 with the reason', async () => {
    const { header, userId } = await staffAuthHeader(config, role);
    const own = await createPost({ title: `A draft by the ${role}` }, { username: role, userId });
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    // Deletes last, so the draft is there for everything else; log out after them all.
    const rank = (operation: Operation) => (operation.key === 'POST /api/auth/logout' ? 2 : Number(operation.method === 'delete'));
    const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
    for (const operation of ordered) {
      const res = await request(app)[operation.method](concretePath(operation.path, own.id)).set('Authorization', header).send({});
      const allowed = ROLE_PERMISSIONS[role].includes(OPERATION_PERMISSIONS[operation.key as keyof typeof OPERATION_PERMISSIONS]);
      expected[operation.key] = allowed ? 'allowed' : `403 ${AUTH_MESSAGES.forbidden(role)}`;
      // Allowed: whatever the handler made of this request (200, 400 for an empty body, 404 for an id that exists nowhere), never a refusal.
      answers[operation.key] =
        res.status === 403 || res.status === 401 ? `${res.status} ${(res.body as { message?: string }).message}` : 'allowed';
      if (allowed && operation.method === 'get' && (!operation.path.includes('{') || READS_OF_OWN_POST.includes(operation.key))) {
        // A read of a list, or of the role's own post, succeeds outright.
        answers[operation.key] = res.status >= 200 && res.status < 300 ? 'allowed' : `${res.status} on a read`;
      }
    }
    expect(answers).toEqual(expected);
  });
});
