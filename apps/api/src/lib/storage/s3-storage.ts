import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './storage.js';

export interface S3Options {
  /** Unset for AWS itself; the address of an S3-compatible service (MinIO, R2, a provider's own). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name, as most S3-compatible services want it. */
  forcePathStyle: boolean;
}

/** Parts of a streamed upload: the memory one upload holds is about PART_SIZE × PARTS_IN_FLIGHT. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The whole size from `Content-Range: bytes 0-9/1234`. */
const totalOf = (contentRange: string | undefined) => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? Number.NaN);

/** S3 or an S3-compatible object store through the AWS SDK; large files go up in parts as they arrive. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * One request for a file of up to a part, a multipart upload beyond; a failed multipart upload is
   * aborted, so the store keeps no parts of it.
   */
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return {
        body: object.Body as Readable,
        size: range ? totalOf(object.ContentRange) : (object.ContentLength ?? 0),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
