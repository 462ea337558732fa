import { uploadStoreConfigOf, uploadStoreIssues } from './upload-store-config';

const S3 = { UPLOAD_STORE: 's3', S3_BUCKET: 'shop-uploads', S3_REGION: 'ap-south-1' };

describe('the upload store settings', () => {
  it('keeps uploads on the disk unless told otherwise, whatever S3_* the environment holds', () => {
    expect(uploadStoreIssues({ S3_BUCKET: 'Not A Bucket' })).toEqual([]);
    expect(uploadStoreConfigOf({ S3_BUCKET: 'shop-uploads' })).toEqual({ kind: 'disk' });
  });

  it('reads an S3 store with its endpoint, keys and path-style addresses', () => {
    const env = { ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(uploadStoreIssues(env)).toEqual([]);
    expect(uploadStoreConfigOf(env)).toEqual({
      kind: 's3',
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'shop-uploads', region: 'ap-south-1', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true },
    });
  });

  it("leaves AWS S3's credentials and virtual-host addresses to the SDK when no endpoint or keys are given", () => {
    expect(uploadStoreConfigOf(S3)).toEqual({ kind: 's3', s3: { endpoint: undefined, bucket: 'shop-uploads', region: 'ap-south-1', credentials: undefined, forcePathStyle: false } });
    expect(uploadStoreConfigOf({ ...S3, S3_ENDPOINT: 'https://r2.example.in', S3_FORCE_PATH_STYLE: 'off' })).toMatchObject({ s3: { forcePathStyle: false } });
  });

  it('names every wrong or missing S3 setting', () => {
    expect(uploadStoreIssues({ UPLOAD_STORE: 'ftp' }).map((issue) => issue.variable)).toEqual(['UPLOAD_STORE']);
    expect(uploadStoreIssues({ UPLOAD_STORE: 's3' }).map((issue) => issue.variable)).toEqual(['S3_BUCKET', 'S3_REGION']);
    const wrong = uploadStoreIssues({ ...S3, S3_BUCKET: 'Shop_Uploads', S3_ENDPOINT: 'http://127.0.0.1:9000/bucket', S3_ACCESS_KEY_ID: 'key', S3_FORCE_PATH_STYLE: 'yes' });
    expect(wrong.map((issue) => issue.variable)).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']);
  });
});
