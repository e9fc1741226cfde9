import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkGroup } from 'webpack';
import { hostBootFiles, routeImports } from '../webpack/boot-assets-plugin';
import { ROUTE_TABLE } from '@fns/contracts/remotes';

const REMOTE_DIRS = { mfe_marketing: 'mfe-marketing', mfe_blog: 'mfe-blog', mfe_admin: 'mfe-admin' } as const;

describe("the build's boot asset lists", () => {
  it('read both ways a routes file names a page: inline, or through a const, either behind a role gate', () => {
    const source = `
      const editor = () => import('../features/editor');
      const gated = forRole('posts.write', () => import('../features/gated'));
      export const routes = [
        { path: '/a', page: () => import('../features/a-page') },
        { path: '/b/:id', page: editor },
        { path: '/c', page: forRole('audience', () => import('../features/c-page')) },
        { path: '/d', page: gated },
      ];`;
    expect(Object.fromEntries(routeImports(source))).toEqual({
      '/a': '../features/a-page',
      '/b/:id': '../features/editor',
      '/c': '../features/c-page',
      '/d': '../features/gated',
    });
  });

  it.each(Object.entries(REMOTE_DIRS))("find the page of every route %s renders in the shell's route table", (remote, dir) => {
    const source = readFileSync(path.resolve(__dirname, `../../${dir}/src/app/routes.tsx`), 'utf8');
    const found = [...routeImports(source).keys()].sort();
    const expected = ROUTE_TABLE.filter((route) => route.remote === remote)
      .map((route) => route.path)
      .sort();
    expect(found).toEqual(expected);
  });
});

describe("the host's boot files", () => {
  const ENTRY = '/app/src/index.ts';
  /** A chunk group as webpack describes it: what started it and the files of its chunks. */
  const group = (origin: { resource?: string; identifier?: string }, ...files: string[]) =>
    ({
      origins: [{ module: { resource: origin.resource, identifier: () => origin.identifier ?? `javascript/auto|${origin.resource}` } }],
      chunks: [{ files: new Set(files) }],
    }) as unknown as ChunkGroup;

  it('are the entry and the shared singletons, with only the styles of the parts pages load on demand', () => {
    const groups = [
      group({ resource: ENTRY }, 'bootstrap.1.js', 'bootstrap.1.css'),
      group({ identifier: 'provide module (default) react@19.3.1 = ../node_modules/react/index.js' }, 'framework.2.js'),
      group(
        { identifier: 'provide module (default) @fns/design-system@1.0.0 = ../design-system/src/index.ts' },
        'ds.3.js',
        'ds.3.css',
        'framework.2.js',
      ),
      group(
        { identifier: 'provide module (default) @fns/design-system/forms@1.0.0 = ../design-system/src/forms.ts' },
        'forms.4.js',
        'forms.4.css',
      ),
      group({ resource: '/app/src/features/waitlist/waitlist-dialog.tsx' }, 'waitlist.5.js', 'waitlist.5.css'),
    ];
    expect(hostBootFiles(groups, ENTRY)).toEqual([
      'bootstrap.1.js',
      'bootstrap.1.css',
      'framework.2.js',
      'ds.3.js',
      'ds.3.css',
      'forms.4.css',
    ]);
  });
});
