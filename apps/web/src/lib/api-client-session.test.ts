import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEnvelope, setSessionExpiredListener } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSessionExpiredListener(undefined);
});

function answer(headers: Record<string, string>) {
  vi.stubGlobal('fetch', async () => Response.json({ code: 200, message: 'OK', result: 1 }, { headers }));
}

describe('the API client and an ended session', () => {
  it('tells the registered listener when the web server ended the session while serving the call', async () => {
    const listener = vi.fn();
    setSessionExpiredListener(listener);
    answer({ 'x-session-expired': '1' });
    await expect(apiEnvelope('/v1/public/areas', { autoShowError: false })).resolves.toMatchObject({ result: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet on ordinary answers', async () => {
    const listener = vi.fn();
    setSessionExpiredListener(listener);
    answer({});
    await apiEnvelope('/v1/public/areas', { autoShowError: false });
    expect(listener).not.toHaveBeenCalled();
  });
});
