import { describe, expect, it } from 'vitest';
import { visitorHeaders } from './session-refresh';

describe('visitorHeaders', () => {
  it('names the address this server saw, not the ones the visitor claimed before it', () => {
    const request = new Request('http://web.test/api/auth/login', {
      headers: { 'x-forwarded-for': '198.51.100.1,198.51.100.2 , 203.0.113.9 ', 'user-agent': 'Browser/1' },
    });
    expect(visitorHeaders(request)).toEqual({ 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Browser/1' });
  });

  it('names no address when none was seen', () => {
    expect(visitorHeaders(new Request('http://web.test/', { headers: { 'x-forwarded-for': ' , ' } }))).toEqual({});
  });
});
