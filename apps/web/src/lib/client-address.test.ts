import { describe, expect, it } from 'vitest';
import { clientAddress, compileTrust } from '../../client-address.mjs';

const request = (peer: string, forwarded?: string) => ({
  headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  socket: { remoteAddress: peer },
});

describe('the address the web server tells the API', () => {
  it('is the connecting visitor, whatever X-Forwarded-For they wrote', () => {
    const trust = compileTrust();
    for (const forged of ['127.0.0.1', '10.0.0.1, 8.8.8.8', 'giả mạo', '::1']) {
      expect(clientAddress(request('203.0.113.9', forged), trust)).toBe('203.0.113.9');
    }
    expect(clientAddress(request('203.0.113.9'), trust)).toBe('203.0.113.9');
  });

  it('is what a trusted proxy in front named, and not what the visitor wrote before it', () => {
    const trust = compileTrust('loopback');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 198.51.100.7'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1'), trust)).toBe('127.0.0.1');
  });

  it('follows a listed range or a hop count', () => {
    expect(clientAddress(request('10.1.2.3', '198.51.100.7'), compileTrust('10.0.0.0/8'))).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'), compileTrust('10.0.0.0/8'))).toBe('127.0.0.1');
    expect(clientAddress(request('10.1.2.3', '6.6.6.6, 198.51.100.7'), compileTrust('1'))).toBe('198.51.100.7');
  });

  it('refuses a setting it cannot read', () => {
    expect(() => compileTrust('not-an-address')).toThrow();
  });
});
