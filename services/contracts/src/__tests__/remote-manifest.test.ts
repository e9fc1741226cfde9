import { parseRemoteManifest } from '../remote-manifest';

/** The shape a remote's production build writes to remote-manifest.json. */
const validManifest = () => ({
  name: 'mfe_blog',
  version: '1.0.0-abc1234567',
  browser: {
    entry: 'remoteEntry.0123456789.js',
    boot: ['1.0123456789.js'],
    routes: { '/blog': ['2.0123456789.js'] } as Record<string, string[]>,
  },
  server: { entry: 'server/remoteEntry.9876543210.js' },
  commit: '0123456789ab-dirty',
  builtAt: '2026-11-26T12:00:00.000Z',
  exposes: ['./routes'],
  shared: { react: '^19.3.1', '@fns/design-system': '^1.0.0' } as Record<string, string>,
  integrity: {
    'remoteEntry.0123456789.js': `sha256-${'a'.repeat(43)}=`,
    'server/remoteEntry.9876543210.js': `sha256-${'B'.repeat(43)}=`,
  } as Record<string, string>,
});

type Manifest = ReturnType<typeof validManifest>;

/** A valid manifest with one part changed by `edit`. */
function manifestWith(edit: (manifest: Manifest) => void): unknown {
  const manifest = validManifest();
  edit(manifest);
  return manifest;
}

/** A valid manifest with one field removed, by its path ('browser.entry'). */
function manifestWithout(fieldPath: string): unknown {
  const manifest: Record<string, unknown> = validManifest();
  const keys = fieldPath.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((object, key) => object[key] as Record<string, unknown>, manifest);
  delete parent[last];
  return manifest;
}

describe('parseRemoteManifest', () => {
  it('accepts the manifest a build writes', () => {
    expect(parseRemoteManifest(validManifest())).toEqual(validManifest());
  });

  it('accepts a parsed JSON text of that manifest', () => {
    expect(parseRemoteManifest(JSON.parse(JSON.stringify(validManifest())))).toEqual(validManifest());
  });

  it('accepts a remote with no routes and no boot files', () => {
    const manifest = manifestWith((m) => {
      m.browser.boot = [];
      m.browser.routes = {};
    });
    expect(parseRemoteManifest(manifest)).toEqual(manifest);
  });

  it('leaves out fields a build does not write', () => {
    const manifest = { ...validManifest(), extra: 'ignored', server: { entry: 'server/remoteEntry.9876543210.js', other: 1 } };
    expect(parseRemoteManifest(manifest)).toEqual(validManifest());
  });

  it('accepts a version of exactly 64 characters', () => {
    const version = 'v'.repeat(64);
    expect(parseRemoteManifest(manifestWith((m) => (m.version = version)))?.version).toBe(version);
  });

  describe('rejects a name that is not an identifier', () => {
    it.each(['mfe-blog', 'mfe blog', 'mfe.blog', '../mfe_blog', ''])('%j', (name) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.name = name)))).toBeUndefined();
    });

    it('a name that is not a string', () => {
      expect(parseRemoteManifest({ ...validManifest(), name: 42 })).toBeUndefined();
    });
  });

  describe('rejects a version', () => {
    it('with spaces', () => {
      expect(parseRemoteManifest(manifestWith((m) => (m.version = '1.0.0 abc')))).toBeUndefined();
    });

    it('longer than 64 characters', () => {
      expect(parseRemoteManifest(manifestWith((m) => (m.version = 'v'.repeat(65))))).toBeUndefined();
    });

    it('that is empty', () => {
      expect(parseRemoteManifest(manifestWith((m) => (m.version = '')))).toBeUndefined();
    });

    it('with a slash', () => {
      expect(parseRemoteManifest(manifestWith((m) => (m.version = '1.0.0/x')))).toBeUndefined();
    });

    it('that is not a string', () => {
      expect(parseRemoteManifest({ ...validManifest(), version: 1 })).toBeUndefined();
    });
  });

  describe('rejects a browser file name with a path', () => {
    it.each(['../x.js', 'a/b.js', '/x.js', 'https://cdn.example/x.js'])('as the entry: %j', (file) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.browser.entry = file)))).toBeUndefined();
    });

    it.each(['../x.js', 'a/b.js'])('as a boot file: %j', (file) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.browser.boot = ['1.0123456789.js', file])))).toBeUndefined();
    });

    it.each(['../x.js', 'a/b.js'])("as a route's file: %j", (file) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.browser.routes = { '/blog': [file] })))).toBeUndefined();
    });
  });

  it('rejects a browser file that is not a script or a style sheet', () => {
    expect(parseRemoteManifest(manifestWith((m) => (m.browser.entry = 'remoteEntry.0123456789.html')))).toBeUndefined();
  });

  describe('rejects a server entry outside server/', () => {
    it.each([
      'remoteEntry.9876543210.js',
      '../server/remoteEntry.js',
      'other/remoteEntry.js',
      'server/../x.js',
      'server/a/b.js',
      '/server/remoteEntry.js',
    ])('%j', (entry) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.server.entry = entry)))).toBeUndefined();
    });
  });

  describe('rejects a manifest missing a field', () => {
    it.each([
      'name',
      'version',
      'browser',
      'server',
      'browser.entry',
      'browser.boot',
      'browser.routes',
      'server.entry',
      'commit',
      'builtAt',
      'exposes',
      'shared',
      'integrity',
    ])('%s', (field) => {
      expect(parseRemoteManifest(manifestWithout(field))).toBeUndefined();
    });
  });

  describe('rejects fields of the wrong type', () => {
    it('a null browser part', () => {
      expect(parseRemoteManifest({ ...validManifest(), browser: null })).toBeUndefined();
    });

    it('a null server part', () => {
      expect(parseRemoteManifest({ ...validManifest(), server: null })).toBeUndefined();
    });

    it('a server part that is a string', () => {
      expect(parseRemoteManifest({ ...validManifest(), server: 'server/remoteEntry.9876543210.js' })).toBeUndefined();
    });

    it('boot files that are not a list', () => {
      expect(parseRemoteManifest(manifestWith((m) => ((m.browser as Record<string, unknown>).boot = '1.0123456789.js')))).toBeUndefined();
    });

    it("a route's files that are not a list", () => {
      expect(
        parseRemoteManifest(manifestWith((m) => ((m.browser as Record<string, unknown>).routes = { '/blog': '2.0123456789.js' }))),
      ).toBeUndefined();
    });
  });

  describe('rejects what a release could not have written', () => {
    it('a build time that is not a time', () => {
      expect(parseRemoteManifest(manifestWith((m) => (m.builtAt = 'yesterday')))).toBeUndefined();
    });

    it.each(['routes', '../routes', './a/b'])('an exposed module named %j', (module) => {
      expect(parseRemoteManifest(manifestWith((m) => (m.exposes = [module])))).toBeUndefined();
    });

    it.each([
      ['a range that is not a string', { react: 19 }],
      ['an empty range', { react: '' }],
      ['a package name that is not one', { 'React Dom': '^19.0.0' }],
      ['a list instead of a record', ['react']],
    ])('%s', (_case, shared) => {
      expect(parseRemoteManifest({ ...validManifest(), shared })).toBeUndefined();
    });
  });

  describe('rejects an integrity list that could let other code through', () => {
    it.each([
      ['a file outside the release', { '../x.js': `sha256-${'a'.repeat(43)}=` }],
      ['a file in another folder', { 'other/x.js': `sha256-${'a'.repeat(43)}=` }],
      ['a hash that is not sha256', { 'remoteEntry.0123456789.js': `sha1-${'a'.repeat(27)}=` }],
      ['a hash of the wrong length', { 'remoteEntry.0123456789.js': 'sha256-abc=' }],
    ])('%s', (_case, integrity) => {
      expect(parseRemoteManifest({ ...validManifest(), integrity })).toBeUndefined();
    });
  });

  describe('declarations', () => {
    const SHA = `sha256-${'c'.repeat(43)}=`;
    const declared = (types: Record<string, string>, integrity: Record<string, string>) => ({
      ...validManifest(),
      types,
      integrity: { ...validManifest().integrity, ...integrity },
    });

    it('accepts the declaration of ./routes and the files it imports, in the integrity list', () => {
      const manifest = declared(
        { './routes': '@mf-types/src/app/routes.d.ts' },
        { '@mf-types/src/app/routes.d.ts': SHA, '@mf-types/src/features/post-page/post-page.d.ts': SHA },
      );
      expect(parseRemoteManifest(manifest)).toEqual(manifest);
    });

    it.each(['@mf-types/../x.d.ts', '@mf-types/src/../../x.d.ts', 'src/app/routes.d.ts', '@mf-types/routes.ts', '/@mf-types/routes.d.ts'])(
      'rejects a declaration file outside @mf-types/ or not one: %j',
      (file) => {
        expect(parseRemoteManifest(declared({ './routes': file }, {}))).toBeUndefined();
        expect(parseRemoteManifest(declared({}, { [file]: SHA }))).toBeUndefined();
      },
    );

    it('rejects a declaration of a module that is not ./<name>', () => {
      expect(parseRemoteManifest(declared({ routes: '@mf-types/src/app/routes.d.ts' }, {}))).toBeUndefined();
    });
  });

  describe('rejects what is not an object', () => {
    it.each([null, undefined, 'remote-manifest.json', 42, true, []])('%j', (value) => {
      expect(parseRemoteManifest(value)).toBeUndefined();
    });
  });
});
