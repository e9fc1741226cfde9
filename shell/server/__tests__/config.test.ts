/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@fns/server-kit';
import { loadShellConfig, shellEnvironment } from '../config';

/** The rows of docs/configuration.md's "Shell server" table: variable → its documented default (undefined: "unset"). */
function documentedDefaults(): Map<string, string | undefined> {
  const text = readFileSync(path.join(__dirname, '../../../docs/configuration.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Shell server'));
  if (!section) throw new Error('docs/configuration.md has no "## Shell server" section');
  const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)];
  return new Map(rows.map(([, name, cell]) => [name!, /^`([^`]*)`/.exec(cell!.trim())?.[1]]));
}

describe("the shell server's configuration", () => {
  it('documents every variable with the default the schema gives it', () => {
    const defaults = shellEnvironment.parse({}) as Record<string, string | number | boolean | undefined>;
    const schema = new Map(
      Object.keys(shellEnvironment.shape).map((name) => [name, defaults[name] === undefined ? undefined : String(defaults[name])]),
    );
    expect(documentedDefaults()).toEqual(schema);
  });

  it('reads the defaults of a deployment that sets nothing', () => {
    expect(loadShellConfig({})).toMatchObject({
      port: 3000,
      apiUrl: 'http://127.0.0.1:4000',
      remoteManifests: { mfe_blog: 'http://localhost:3002/remote-manifest.json' },
      remotePollMs: 2000,
      pageCacheSeconds: 10,
      settings: { apiBase: '/api', recaptchaSiteKey: '', showScreenSize: false },
      siteUrl: undefined,
    });
  });

  it('refuses bad values at start, naming each variable', () => {
    const attempt = () => loadShellConfig({ PORT: 'eighty', REMOTE_POLL_MS: '-1', BLOG_REMOTE_URL: 'ftp://x', SHOW_SCREEN_SIZE: 'yes' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:[\s\S]*BLOG_REMOTE_URL:[\s\S]*REMOTE_POLL_MS:[\s\S]*SHOW_SCREEN_SIZE:/);
  });

  it('takes an empty variable as unset, and refuses a short SITE_SERVER_SECRET', () => {
    expect(() => loadShellConfig({ SITE_SERVER_SECRET: 'too-short' })).toThrow(/SITE_SERVER_SECRET: must be at least 32 characters/);
    expect(
      loadShellConfig({ PUBLIC_SITE_URL: 'https://foundersneversolo.com/', SHELL_TRUST_PROXY: '', SITE_SERVER_SECRET: '' }),
    ).toMatchObject({
      siteUrl: 'https://foundersneversolo.com',
      trustProxy: undefined,
      siteServerSecret: undefined,
    });
  });
});
