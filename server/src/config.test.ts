import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('the server configuration', () => {
  it('takes the documented defaults when nothing is set, and counts an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seed: 'demo',
      seedRealUsers: 2000,
      tokenTtlMs: 12 * 60 * 60 * 1000,
      logLevel: 'info',
      publicFormLimit: 10,
      uploadLimits: { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 },
      chatAnswerMs: 300_000,
      appSignUpLimit: 600,
      socketsPerSession: 16,
      signInAddressLimit: 100,
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      TOKEN_TTL_HOURS: '0.5',
      CHAT_ANSWER_SECONDS: '20',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://office.example.com',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/app',
      seed: 'none',
      tokenTtlMs: 30 * 60 * 1000,
      chatAnswerMs: 20_000,
      logLevel: 'warn',
      publicUrl: 'https://office.example.com',
    });
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(refusal({ PORT: 'abc' })).toBe('PORT must be an integer between 1 and 65535');
    expect(refusal({ PORT: '70000' })).toBe('PORT must be an integer between 1 and 65535');
    expect(refusal({ PORT: '80.5' })).toBe('PORT must be an integer between 1 and 65535');
    expect(refusal({ SOCKETS_PER_SESSION: '0' })).toBe(
      'SOCKETS_PER_SESSION must be an integer of at least 1',
    );
    expect(refusal({ TOKEN_TTL_HOURS: 'twelve' })).toBe(
      'TOKEN_TTL_HOURS must be a number greater than 0',
    );
    expect(refusal({ CHAT_ANSWER_SECONDS: '0' })).toBe(
      'CHAT_ANSWER_SECONDS must be a number greater than 0',
    );
    expect(refusal({ SEED: 'yes' })).toBe('SEED must be demo or none');
    expect(refusal({ SEED_REAL_USERS: 'many' })).toBe(
      'SEED_REAL_USERS must be an integer of at least 1',
    );
    expect(refusal({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of fatal, error/);
    expect(refusal({ DATABASE_URL: 'mysql://db/app' })).toBe(
      'DATABASE_URL must be a postgres or postgresql URL',
    );
  });

  it('reads the metrics switch and the scraper token', () => {
    expect(loadConfig({})).toMatchObject({ metrics: true, metricsToken: undefined });
    const token = 'a-scraper-token-of-32-characters';
    expect(loadConfig({ METRICS: 'off', METRICS_TOKEN: token })).toMatchObject({
      metrics: false,
      metricsToken: token,
    });
    expect(refusal({ METRICS: 'no' })).toBe('METRICS must be on or off');
    expect(refusal({ METRICS_TOKEN: 'short' })).toBe(
      'METRICS_TOKEN must be at least 16 characters, no spaces',
    );
  });

  it('names every bad variable at once', () => {
    expect(refusal({ PORT: 'abc', SEED: 'yes' }).split('\n')).toEqual([
      'PORT must be an integer between 1 and 65535',
      'SEED must be demo or none',
    ]);
  });

  it('stops the server before it opens anything: the message and exit code 1', () => {
    const server = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent/data', DATABASE_URL: '' },
      encoding: 'utf8',
      // Loading the server's modules is slow on a loaded machine; the refusal itself is at once.
      timeout: 80_000,
    });
    expect(server.status).toBe(1);
    expect(server.stderr.trim()).toBe('PORT must be an integer between 1 and 65535');
    expect(server.stdout).not.toContain('Back-office ready');
  }, 90_000);
});
