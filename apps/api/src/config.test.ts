import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')) };

describe('the MoMo stand-in', () => {
  it('is off unless MOMO_DEMO=true asks for it', () => {
    expect(loadConfig(base).MOMO_DEMO).toBe('false');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).MOMO_DEMO).toBe('false');
    expect(loadConfig({ ...base, MOMO_DEMO: 'true' }).MOMO_DEMO).toBe('true');
  });

  it('stops a production start that asks for it, naming the variable', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', MOMO_DEMO: 'true' })).toThrow(
      /Invalid configuration:\n {2}MOMO_DEMO: .*NODE_ENV=production/,
    );
  });
});

describe('the proxies trusted to name the client', () => {
  it('are this machine by default, or the listed ranges, or a hop count', () => {
    expect(loadConfig(base).TRUST_PROXY('127.0.0.1', 0)).toBe(true);
    expect(loadConfig(base).TRUST_PROXY('203.0.113.9', 0)).toBe(false);
    const listed = loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY;
    expect([listed('10.1.2.3', 0), listed('192.0.2.1', 0), listed('127.0.0.1', 0)]).toEqual([true, true, false]);
    const hops = loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY;
    expect([hops('203.0.113.9', 0), hops('203.0.113.9', 1)]).toEqual([true, false]);
  });

  it('stop the start on a value that is no address, range or count, naming the variable', () => {
    for (const value of ['nope', '10.0.0.0/99', 'loopback,']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: /);
    }
  });
});

describe('the Unix socket the API serves on beside its port', () => {
  it('is none unless API_SOCKET names a path; an empty value turns it off', () => {
    expect(loadConfig(base).API_SOCKET).toBeUndefined();
    expect(loadConfig({ ...base, API_SOCKET: ' ' }).API_SOCKET).toBeUndefined();
    expect(loadConfig({ ...base, API_SOCKET: '/run/senvang/api.sock' }).API_SOCKET).toBe('/run/senvang/api.sock');
  });
});
