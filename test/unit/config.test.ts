import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  defaultConfig,
  isLoopbackUrl,
  operationWaitBudget,
  parseConfigFile,
  parseDuration,
  resolveConfig,
  type Config,
} from '../../src/util/config.js';
import { ContextdError } from '../../src/util/errors.js';

const defaults = (): Config => ({ ...defaultConfig({ CONTEXTD_HOME: '/tmp/contextd-home' }), tenant: 'alice' });

function errorOf(fn: () => unknown): ContextdError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContextdError);
    return error as ContextdError;
  }
  throw new Error('expected an error');
}

describe('resolveConfig precedence', () => {
  it('takes defaults when no layer names a key', () => {
    const config = resolveConfig({ defaults: defaults() });
    expect(config).toMatchObject({ url: 'http://127.0.0.1:9090', host: '127.0.0.1', port: 9090, logLevel: 'info', store: 'sqlite', embedder: 'hash', noSpawn: false, concurrency: 2 });
    expect(config.home).toBe('/tmp/contextd-home');
  });

  it('applies defaults < file < env < flags key by key', () => {
    const config = resolveConfig({
      defaults: defaults(),
      file: { logLevel: 'warn', concurrency: 3, tenant: 'from-file', noSpawn: true },
      env: { logLevel: 'debug', concurrency: 4 },
      flags: { logLevel: 'trace' },
    });
    expect(config.logLevel).toBe('trace'); // flag beats env, file, default
    expect(config.concurrency).toBe(4); // env beats file
    expect(config.tenant).toBe('from-file'); // file beats default
    expect(config.noSpawn).toBe(true);
    expect(config.store).toBe('sqlite'); // default
  });

  it('ignores undefined values in a higher layer', () => {
    const config = resolveConfig({ defaults: defaults(), file: { logLevel: 'warn' }, flags: { logLevel: undefined } });
    expect(config.logLevel).toBe('warn');
  });

  it('derives the client URL from CONTEXTD_PORT when no layer names a URL', () => {
    const config = resolveConfig({ defaults: defaults(), env: configFromEnv({ CONTEXTD_PORT: '9191' }) });
    expect(config.port).toBe(9191);
    expect(config.url).toBe('http://127.0.0.1:9191');
  });

  it('derives a loopback URL when serve binds every interface', () => {
    expect(resolveConfig({ defaults: defaults(), flags: { host: '0.0.0.0', port: 7000 } }).url).toBe('http://127.0.0.1:7000');
    expect(resolveConfig({ defaults: defaults(), flags: { host: '::1', port: 7000 } }).url).toBe('http://[::1]:7000');
  });

  it('keeps an explicit URL even when the port is named too', () => {
    const config = resolveConfig({ defaults: defaults(), file: { url: 'http://127.0.0.1:8000' }, env: { port: 9191 } });
    expect(config.url).toBe('http://127.0.0.1:8000');
    expect(config.port).toBe(9191);
  });

  it('rejects a merged value that breaks the schema, naming the field', () => {
    const error = errorOf(() => resolveConfig({ defaults: defaults(), env: { concurrency: 99 } }));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toMatch(/concurrency/);
    expect(error.message).toMatch(/16/);
  });
});

describe('configFromEnv', () => {
  it('maps every environment variable of README.md, "Configuration"', () => {
    const env = configFromEnv({
      CONTEXTD_HOME: '/srv/ctx',
      CONTEXTD_URL: 'http://127.0.0.1:9999',
      CONTEXTD_HOST: '127.0.0.2',
      CONTEXTD_PORT: '9998',
      CONTEXTD_TOKEN: 'tok-123',
      CONTEXTD_NO_SPAWN: '1',
      CONTEXTD_LOG_LEVEL: 'debug',
      CONTEXTD_STORE: 'postgres',
      CONTEXTD_DATABASE_URL: 'postgres://db/contextd',
      CONTEXTD_EMBEDDER: 'openai',
      CONTEXTD_EMBEDDING_URL: 'http://127.0.0.1:11434/v1',
      CONTEXTD_EMBEDDING_MODEL: 'nomic-embed-text',
      CONTEXTD_EMBEDDING_API_KEY: 'key-1',
      CONTEXTD_OPERATION_TIMEOUT: '90s',
    });
    expect(env).toEqual({
      home: '/srv/ctx',
      url: 'http://127.0.0.1:9999',
      host: '127.0.0.2',
      port: 9998,
      token: 'tok-123',
      noSpawn: true,
      logLevel: 'debug',
      store: 'postgres',
      databaseUrl: 'postgres://db/contextd',
      embedder: 'openai',
      embeddingUrl: 'http://127.0.0.1:11434/v1',
      embeddingModel: 'nomic-embed-text',
      embeddingApiKey: 'key-1',
      operationTimeoutMs: 90_000,
    });
    // The result is a valid layer.
    expect(resolveConfig({ defaults: defaults(), env }).operationTimeoutMs).toBe(90_000);
  });

  it('ignores unset and empty variables', () => {
    expect(configFromEnv({})).toEqual({});
    expect(configFromEnv({ CONTEXTD_URL: '', CONTEXTD_PORT: '', CONTEXTD_NO_SPAWN: '' })).toEqual({});
  });

  it.each([
    ['1500ms', 1_500],
    ['50s', 50_000],
    ['50', 50_000],
    ['10m', 600_000],
    ['1h', 3_600_000],
    ['0.5s', 500],
  ])('parses CONTEXTD_OPERATION_TIMEOUT=%s', (text, ms) => {
    expect(configFromEnv({ CONTEXTD_OPERATION_TIMEOUT: text }).operationTimeoutMs).toBe(ms);
  });

  it('rejects a malformed duration, naming the variable and giving examples', () => {
    const error = errorOf(() => configFromEnv({ CONTEXTD_OPERATION_TIMEOUT: 'soon' }));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toContain('CONTEXTD_OPERATION_TIMEOUT');
    expect(error.message).toContain('soon');
    expect(() => parseDuration('10 days', 'x')).toThrow(/x: '10 days' is not a duration/);
  });

  it('parses CONTEXTD_NO_SPAWN flags and rejects a bad port with its range', () => {
    expect(configFromEnv({ CONTEXTD_NO_SPAWN: 'true' }).noSpawn).toBe(true);
    expect(configFromEnv({ CONTEXTD_NO_SPAWN: '0' }).noSpawn).toBe(false);
    const error = errorOf(() => configFromEnv({ CONTEXTD_PORT: '70000' }));
    expect(error.message).toContain('CONTEXTD_PORT');
    expect(error.message).toContain('0-65535');
  });

  it('lets an invalid enum from the environment fail at resolution, naming the field', () => {
    const error = errorOf(() => resolveConfig({ defaults: defaults(), env: configFromEnv({ CONTEXTD_LOG_LEVEL: 'loud' }) }));
    expect(error.message).toMatch(/logLevel/);
  });
});

describe('parseConfigFile', () => {
  it('accepts known keys', () => {
    expect(parseConfigFile('{"logLevel":"warn","port":9300,"tenant":"team"}', '/h/config.json')).toEqual({ logLevel: 'warn', port: 9300, tenant: 'team' });
  });

  it('rejects an unknown key, naming the key and the file', () => {
    const error = errorOf(() => parseConfigFile('{"logLevel":"warn","colour":"blue"}', '/h/config.json'));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toContain('/h/config.json');
    expect(error.message).toContain('colour');
  });

  it('rejects home inside config.json (the file lives in home)', () => {
    expect(errorOf(() => parseConfigFile('{"home":"/elsewhere"}', 'c.json')).message).toContain('home');
  });

  it('rejects invalid JSON with a message naming the file', () => {
    const error = errorOf(() => parseConfigFile('{"logLevel": ', '/h/config.json'));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toMatch(/\/h\/config\.json: not valid JSON/);
  });

  it('rejects a wrong type, naming the field', () => {
    expect(errorOf(() => parseConfigFile('{"port":"high"}', 'c.json')).message).toMatch(/port/);
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:9090', true],
    ['http://127.1.2.3:80', true],
    ['http://localhost:9090', true],
    ['http://[::1]:9090', true],
    ['http://0.0.0.0:9090', false],
    ['http://192.168.1.10:9090', false],
    ['https://contextd.example.com', false],
    ['http://127.0.0.1.example.com', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });
});

describe('operationWaitBudget', () => {
  it('waits 10 min with a progress token and 50 s without', () => {
    expect(operationWaitBudget(defaults(), true)).toBe(600_000);
    expect(operationWaitBudget(defaults(), false)).toBe(50_000);
  });

  it('uses CONTEXTD_OPERATION_TIMEOUT for both when set', () => {
    const config = resolveConfig({ defaults: defaults(), env: configFromEnv({ CONTEXTD_OPERATION_TIMEOUT: '2m' }) });
    expect(operationWaitBudget(config, true)).toBe(120_000);
    expect(operationWaitBudget(config, false)).toBe(120_000);
  });
});
