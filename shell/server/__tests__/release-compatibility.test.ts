/** @jest-environment node */
import type { RemoteManifest } from '@fns/contracts';
import { compatibilityProblems } from '../release-compatibility';

const release = (edit: Partial<RemoteManifest> = {}): RemoteManifest => ({
  name: 'mfe_blog',
  version: '1.1.0-abc1234567',
  browser: { entry: 'remoteEntry.0123456789.js', boot: [], routes: { '/blog': [], '/blog/:slug': [] } },
  server: { entry: 'server/remoteEntry.0123456789.js' },
  commit: '0123456789ab',
  builtAt: '2026-11-26T12:00:00.000Z',
  exposes: ['./routes'],
  shared: { react: '^19.3.1', 'react-router-dom': '^7.18.5' },
  integrity: {},
  ...edit,
});
const provides = { react: '19.3.1', 'react-router-dom': '7.18.5', '@fns/design-system': '1.0.0' };
const routes = ['/blog', '/blog/:slug'];

describe('compatibilityProblems', () => {
  it('finds none for a release the live shell can run', () => {
    expect(compatibilityProblems(release(), provides, routes)).toEqual([]);
  });

  it('names the package, the range needed and the version the shell provides', () => {
    expect(compatibilityProblems(release({ shared: { react: '^20.0.0' } }), provides, routes)).toEqual([
      'mfe_blog 1.1.0-abc1234567 needs react ^20.0.0, but the live shell provides react 19.3.1.',
    ]);
  });

  it('names a package the shell does not provide at all', () => {
    expect(compatibilityProblems(release({ shared: { 'framer-motion': '^12.0.0' } }), provides, routes)).toEqual([
      'mfe_blog 1.1.0-abc1234567 needs framer-motion ^12.0.0, which the live shell does not provide.',
    ]);
  });

  it("names a route of the shell's table the release no longer serves", () => {
    const withoutPost = release({ browser: { entry: 'remoteEntry.0123456789.js', boot: [], routes: { '/blog': [] } } });
    expect(compatibilityProblems(withoutPost, provides, routes)).toEqual([
      "mfe_blog 1.1.0-abc1234567 no longer exposes /blog/:slug, which the shell's route table maps to it.",
    ]);
  });

  it('refuses a release that does not expose ./routes', () => {
    expect(compatibilityProblems(release({ exposes: ['./widgets'] }), provides, routes)).toEqual([
      'mfe_blog 1.1.0-abc1234567 does not expose ./routes.',
    ]);
  });

  it('takes a range that is not one as unsatisfied', () => {
    expect(compatibilityProblems(release({ shared: { react: 'not a range' } }), provides, routes)).toHaveLength(1);
  });
});
