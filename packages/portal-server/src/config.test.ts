import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultAppDistDir } from './package-paths';

const cwd = '/srv/portal';

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(cwd, '.data'),
      databaseUrl: undefined,
      appDistDir: defaultAppDistDir,
    });
  });

  it('reads every variable and resolves folders against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
        APP_DIST_DIR: '/opt/app',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'var/db'),
      databaseUrl: 'postgres://portal:secret@db.internal:5432/portal',
      appDistDir: '/opt/app',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('finds the built app next to this package', () => {
    expect(defaultAppDistDir).toMatch(/packages[\\/]portal-app[\\/]dist$/);
  });

  it('names every invalid variable', () => {
    const load = () => loadConfig({ PORT: '70000', HOST: 'not a host', DATABASE_URL: 'mysql://db/portal' }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be a port number/);
    expect(load).toThrow(/HOST must be a host name/);
    expect(load).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT must be a port number/);
  });
});
