/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeImports } from '../../../scripts/webpack/boot-assets-plugin';
import { ROUTE_TABLE } from '../../src/app/route-table';

const REMOTE_DIRS = { mfe_marketing: 'mfe-marketing', mfe_blog: 'mfe-blog', mfe_admin: 'mfe-admin' } as const;

describe("the build's boot asset lists", () => {
  it('read both ways a routes file names a page: inline, or through a const', () => {
    const source = `
      const editor = () => import('../features/editor');
      export const routes = [
        { path: '/a', page: () => import('../features/a-page') },
        { path: '/b/:id', page: editor },
      ];`;
    expect(Object.fromEntries(routeImports(source))).toEqual({ '/a': '../features/a-page', '/b/:id': '../features/editor' });
  });

  it.each(Object.entries(REMOTE_DIRS))("find the page of every route %s renders in the shell's route table", (remote, dir) => {
    const source = readFileSync(path.resolve(__dirname, `../../../${dir}/src/app/routes.tsx`), 'utf8');
    const found = [...routeImports(source).keys()].sort();
    const expected = ROUTE_TABLE.filter((route) => route.remote === remote)
      .map((route) => route.path)
      .sort();
    expect(found).toEqual(expected);
  });
});
