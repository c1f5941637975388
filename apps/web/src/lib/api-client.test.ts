import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiEnvelope, buildUrl, CanceledError, REQUEST_TIMEOUT_MS, setFailureReporter } from './api-client';
import type { FailureFeedback } from './api-failure';

type FetchArgs = [input: string, init: RequestInit];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(handler: (...args: FetchArgs) => Promise<Response>) {
  const fetchMock = vi.fn(handler);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that never answers until its signal aborts, like a hanging server. */
const hanging = (_input: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

beforeEach(() => {
  delete process.env.API_URL;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setFailureReporter(undefined);
});

describe('apiEnvelope on the server', () => {
  it('calls API_URL with the locale, the bearer token and a JSON body, and returns the result', async () => {
    process.env.API_URL = 'http://api.test:4000/';
    const fetchMock = stubFetch(async () => json({ code: 200, message: 'OK', result: { items: [{ name: 'page_title', value: 'X' }] } }));

    const { result } = await apiEnvelope('/v1/public/system-setting/search', {
      method: 'POST',
      query: { page: 1, page_size: 100 },
      body: ['page_title'],
      context: { locale: 'en', token: 'abc' },
    });

    expect(result).toEqual({ items: [{ name: 'page_title', value: 'X' }] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test:4000/v1/public/system-setting/search?page=1&page_size=100');
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('["page_title"]');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends extra headers such as an idempotency key, without letting them replace the locale', async () => {
    const fetchMock = stubFetch(async () => json({ code: 200, message: 'OK', result: { id: 1 } }));
    await apiEnvelope('/v1/orders', {
      method: 'POST',
      body: { payment_method: 'bank_transfer' },
      headers: { 'Idempotency-Key': 'key-1', 'Accept-Language': 'fr' },
    });
    const headers = new Headers(fetchMock.mock.calls[0]![1].headers);
    expect(headers.get('idempotency-key')).toBe('key-1');
    expect(headers.get('accept-language')).toBe('vi');
  });

  it('defaults to 127.0.0.1:4000, Vietnamese and no authorization', async () => {
    const fetchMock = stubFetch(async () => json({ code: 200, message: 'OK', result: [] }));
    await apiEnvelope('v1/public/provinces', { query: { active: true, area_id: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/v1/public/provinces?active=true');
    expect(new Headers(init.headers).get('accept-language')).toBe('vi');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('sends form data as it is', async () => {
    const fetchMock = stubFetch(async () => json({ code: 200, message: 'OK', result: null }));
    const form = new FormData();
    form.set('userId', '7');
    await apiEnvelope('/auth/logout', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('treats a body code of 400 or more as an error even with HTTP 200', async () => {
    stubFetch(async () => json({ code: 432, message: 'Tài khoản bị khóa', result: null, error_code: 'LOCKED' }));
    const error = await apiEnvelope('/auth/authenticate').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 432, message: 'Tài khoản bị khóa', errorCode: 'LOCKED' });
  });

  it('keeps the field errors of an invalid request', async () => {
    const errors = [{ field: 'email', code: 'email_invalid', message: 'Email không hợp lệ' }];
    stubFetch(async () =>
      json({ code: 400, message: 'Dữ liệu không hợp lệ.', result: null, error_code: 'VALIDATION_FAILED', errors }, 400),
    );
    const error = await apiEnvelope('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fieldErrors: errors });
  });

  it('treats an empty answer as an error without a usable status', async () => {
    stubFetch(async () => new Response('', { status: 200 }));
    await expect(apiEnvelope('/v1/me')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('uses the HTTP status when an error answer has no envelope', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiEnvelope('/v1/me')).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(hanging);
    const pending = apiEnvelope('/v1/public/provinces').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('reports a caller abort as canceled', async () => {
    stubFetch(hanging);
    const controller = new AbortController();
    const pending = apiEnvelope('/v1/public/provinces', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CanceledError);
  });
});

describe('latest wins', () => {
  it('ignores the answer of a request superseded by a newer one with the same key', async () => {
    const answers: Array<(response: Response) => void> = [];
    stubFetch(
      (_input, init) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const first = apiEnvelope<string>('/v1/public/project-search', { query: { q: 'ha' }, latestKey: 'project-search' });
    const second = apiEnvelope<string>('/v1/public/project-search', { query: { q: 'ha noi' }, latestKey: 'project-search' });
    answers[1]!(json({ code: 200, message: 'OK', result: 'ha noi' }));

    await expect(first).rejects.toBeInstanceOf(CanceledError);
    await expect(second).resolves.toMatchObject({ result: 'ha noi' });
  });
});

describe('failure reporting', () => {
  it('hands the feedback to the registered reporter when auto-show is on', async () => {
    const seen: FailureFeedback[] = [];
    setFailureReporter((feedback) => seen.push(feedback));
    stubFetch(async () => json({ code: 429, message: 'Too many', result: null, error_code: 'TOO_MANY_REQUESTS' }, 429));

    await expect(apiEnvelope('/auth/authenticate', { autoShowError: true })).rejects.toMatchObject({ status: 429 });
    expect(seen).toEqual([{ action: 'notify', key: 'tooManyRequests' }]);
  });

  it('leaves failures to the caller when auto-show is off', async () => {
    const seen: FailureFeedback[] = [];
    setFailureReporter((feedback) => seen.push(feedback));
    stubFetch(async () => json({ code: 404, message: 'Không tìm thấy', result: null, error_code: 'NOT_FOUND' }, 404));

    await expect(apiEnvelope('/v1/public/reports/x', { autoShowError: false })).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([]);
  });

  it('only logs canceled requests', async () => {
    const seen: FailureFeedback[] = [];
    setFailureReporter((feedback) => seen.push(feedback));
    stubFetch(hanging);
    const controller = new AbortController();
    const pending = apiEnvelope('/v1/cart', { signal: controller.signal, autoShowError: true });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CanceledError);
    expect(seen).toEqual([]);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('CanceledError'));
  });
});

describe('buildUrl', () => {
  it('repeats array values and skips empty ones', () => {
    expect(buildUrl('/api', '/v1/public/projects', { ids: [1, 2], sort: 'id,desc', keyword: null })).toBe(
      '/api/v1/public/projects?ids=1&ids=2&sort=id%2Cdesc',
    );
  });
});
