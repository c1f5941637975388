import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, timestamp } from '@app/contracts/endpoint';
import { ApiError } from './api-client';
import { callEndpoint } from './call-endpoint';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/things/:id',
  access: { permission: 'user-manage/users' },
  summary: 'A thing',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ full: z.boolean().optional() }),
  reply: z.object({ id: z.number(), created_at: timestamp }),
});

function answer(result: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'OK', result }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('fills the path from the description and decodes the reply with its schema', async () => {
    const fetchMock = answer({ id: 7, created_at: '2026-11-25T08:30:00.000Z' });
    const thing = await callEndpoint(getThing, { params: { id: 7 }, query: { full: true } });
    expect(thing.created_at).toBeInstanceOf(Date);
    expect(thing.created_at.toISOString()).toBe('2026-11-25T08:30:00.000Z');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4000/v1/admin/things/7?full=true');
    expect(init.method).toBe('GET');
  });

  it('encodes a parameter as one path segment', async () => {
    const fetchMock = answer({ id: 1, created_at: '2026-11-25T08:30:00.000Z' });
    await callEndpoint(getThing, { params: { id: '1/../../users' as unknown as number }, query: {} });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('http://127.0.0.1:4000/v1/admin/things/1%2F..%2F..%2Fusers');
  });

  it('refuses a reply outside the contract', async () => {
    answer({ id: 'seven' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callEndpoint(getThing, { params: { id: 7 }, query: {} })).rejects.toBeInstanceOf(ApiError);
  });
});
