import { describe, expect, it } from 'vitest';
import { sha256Hex, signature } from './sigv4.js';

describe('AWS Signature Version 4', () => {
  it("matches AWS's documented GET Object example", () => {
    const result = signature(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      '20130524T000000Z',
    );
    expect(result.signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(result.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});
