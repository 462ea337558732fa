import fs from 'node:fs';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import { checkBucket, s3Client, s3Storage } from './s3-storage';
import type { UploadStoreConfig } from './upload-store-config';

export interface OpenedFileStorage {
  storage: FileStorage;
  /** Releases the store's connections (the S3 client's sockets). */
  close(): void;
}

/**
 * The configured upload storage, checked before use: the folder UPLOADS_DIR made, or the bucket of
 * UPLOAD_STORE=s3 reached, so a wrong setting stops the start-up instead of the first upload.
 */
export async function openFileStorage(store: UploadStoreConfig, uploadsDir: string): Promise<OpenedFileStorage> {
  if (store.kind === 'disk') {
    fs.mkdirSync(uploadsDir, { recursive: true });
    return { storage: localDiskStorage(uploadsDir), close: () => undefined };
  }
  const client = s3Client(store.s3);
  try {
    await checkBucket(client, store.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return { storage: s3Storage(client, store.s3.bucket), close: () => client.destroy() };
}
