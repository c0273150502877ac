import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_SLICE_BYTES } from '@parcelway/domain';
import type { StorageConfig } from '../../config.js';

/** Bytes to store: in memory (a file the server made), or a file on disk (an upload, streamed there as it came). */
export type StoredBody = Buffer | { path: string };

function readable(body: StoredBody): Buffer | Readable {
  return Buffer.isBuffer(body) ? body : createReadStream(body.path);
}

/** Where the bytes of uploaded files live. Keys are relative paths such as `parcel_photo/2026/11/<uuid>.jpg`. */
export interface FileStorage {
  readonly kind: StorageConfig['driver'];
  put(key: string, body: StoredBody, mime: string): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  open(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

/** Files under one directory (DATA_DIR/files by default). */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, body: StoredBody): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a key is written once; a clash would mean two uploads share a random key.
    if (Buffer.isBuffer(body)) await writeFile(path, body, { flag: 'wx', mode: 0o640 });
    else await pipeline(createReadStream(body.path), createWriteStream(path, { flags: 'wx', mode: 0o640 }));
  }

  async open(key: string): Promise<Readable | undefined> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => undefined);
    return found?.isFile() ? createReadStream(path) : undefined;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The AWS SDK's parts a bucket uses. */
interface S3Sdk {
  client: typeof import('@aws-sdk/client-s3');
  upload: typeof import('@aws-sdk/lib-storage');
}

/**
 * An S3-compatible bucket. Uploads go up as multipart uploads in 5242880-byte parts (SPEC §7's slice
 * size); checksums are only sent where the protocol requires them, as most S3-compatible stores expect.
 * `S3Storage.connect` loads the AWS SDK: a server on disk storage never does (a quarter of a second of CPU per start).
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  static async connect(config: Extract<StorageConfig, { driver: 's3' }>): Promise<S3Storage> {
    const [client, upload] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    return new S3Storage(config, { client, upload });
  }

  private constructor(
    private readonly config: Extract<StorageConfig, { driver: 's3' }>,
    private readonly sdk: S3Sdk,
  ) {
    this.client = new sdk.client.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    return this.config.prefix ? join(this.config.prefix, key) : key;
  }

  async put(key: string, body: StoredBody, mime: string): Promise<void> {
    const upload = new this.sdk.upload.Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.keyOf(key), Body: readable(body), ContentType: mime },
      partSize: UPLOAD_SLICE_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async open(key: string): Promise<Readable | undefined> {
    const { GetObjectCommand, NoSuchKey } = this.sdk.client;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return object.Body instanceof Readable ? object.Body : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = this.sdk.client;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }
}

export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  return config.driver === 's3' ? S3Storage.connect(config) : new DiskStorage(config.directory);
}

/** Reads a whole stream (used by tests and small files). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
