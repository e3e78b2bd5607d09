import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { tileSource } from './plugins/securityHeaders.js';
import { createHarness, type Harness, TEST_MEDIA_DIR, testAppConfig } from './test/harness.js';
import { refusalBody } from './test/refusalBody.js';

let h: Harness;
let site: FastifyInstance;
beforeAll(async () => {
  h = await createHarness();
  const webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  const page = '<!doctype html><title>Back-office</title>';
  writeFileSync(path.join(webRoot, 'index.html'), page);
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'plain.css'), 'p{}');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"index.html":{}}');
  // As the build writes them (vite.config.ts): each file's brotli and gzip beside it.
  for (const [file, text] of [
    ['index.html', page],
    ['assets/app.js', 'console.log(1)'],
  ]) {
    writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(text));
  }
  site = await buildApp({
    database: h.database,
    config: testAppConfig({ webRoot }),
    clock: h.clock,
  });
});
afterAll(async () => {
  await site.close();
  await h.close();
});

describe('the app shell', () => {
  it('answers the health check', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a content security policy that fits the same-origin SPA', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('allows images from the configured map tiles only, subdomains included', () => {
    expect(tileSource('https://{s}.tiles.example/{z}/{x}/{y}.png')).toEqual([
      'https://*.tiles.example',
    ]);
    expect(tileSource('http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://127.0.0.1:9000',
    ]);
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('tells caches to keep no authenticated answer, and lets public files be cached', async () => {
    for (const url of ['/api/auth/me/', '/api/user/user-list/', '/api/no-such-thing/']) {
      const response = await h.app.inject({ method: 'GET', url, headers: h.headers.SUPER_ADMIN });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const graphql = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: h.headers.CHATTER,
      payload: { query: '{ chatsInQueueCount }' },
    });
    expect(graphql.headers['cache-control']).toBe('no-store');
    const asset = await site.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });

  it('answers unknown API routes with 404 { detail }', async () => {
    for (const app of [h.app, site]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/no-such-thing/' });
        expect(response.statusCode).toBe(404);
        expect(refusalBody(response)).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('answers malformed bodies with 400, never 5xx', async () => {
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    const notAnObject = await h.app.inject({
      method: 'POST',
      url: '/api/worker/signup/',
      payload: [1, 2],
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toHaveProperty('errors');
    const badQuery = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: h.headers.ADMIN,
      payload: { query: '{ chatsInQueueCount' },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors.length).toBeGreaterThan(0);
  });

  it('serves media from the media folder', async () => {
    const name = `${randomBytes(8).toString('hex')}.txt`;
    writeFileSync(path.join(TEST_MEDIA_DIR, name), 'hello');
    const response = await h.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('hello');
    expect((await h.app.inject({ method: 'GET', url: '/media/nope.txt' })).statusCode).toBe(404);
  });

  it('serves the built back-office, with index.html for unknown page paths', async () => {
    const asset = await site.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/signIn', '/users/edit/3']) {
      const page = await site.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Back-office</title>');
    }
    const presets = await site.inject({ method: 'GET', url: '/api/' });
    expect(presets.json()).toHaveProperty('ages');
  });

  it('answers 404 for a build file that is not there, and never serves the build manifest', async () => {
    // A page from before a deploy asks for chunks the new build no longer has.
    for (const url of ['/assets/App-gone.js', '/assets/', '/.vite/manifest.json', '/.vite/x']) {
      const missing = await site.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<title>');
    }
  });

  it('sends the precompressed file the client accepts, and plain text to one that accepts none', async () => {
    const get = (url: string, acceptEncoding?: string) =>
      site.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('/assets/app.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // A file the build did not compress is sent as it is, whatever the client accepts.
    const css = await get('/assets/plain.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('p{}');
    for (const url of ['/', '/users/edit/3']) {
      const page = await get(url, 'br');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<title>');
    }
  });

  it('lets hashed assets be kept for a year and has index.html checked before each use', async () => {
    for (const url of ['/assets/app.js', '/assets/plain.css']) {
      for (const acceptEncoding of ['br', 'identity']) {
        const asset = await site.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(asset.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const url of ['/', '/index.html', '/signIn', '/users/edit/3']) {
      for (const acceptEncoding of ['br', 'identity']) {
        const page = await site.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    }
  });
});
