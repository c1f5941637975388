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
