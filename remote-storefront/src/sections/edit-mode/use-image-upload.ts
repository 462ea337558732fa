import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'shared';
import { UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MESSAGES } from 'shared/constants';
import { IMAGE_ATTACHMENT_MAX_BYTES } from 'shared/rules';

export interface ImageUpload {
  uploading: boolean;
  /** The message to show beside the field: the server's own, or the size limit checked before sending. */
  error: string | null;
  upload: (file: File) => Promise<void>;
}

/**
 * Uploads a chosen image through the owner store and hands its address to `onUploaded`. A file over the
 * limit, or one the browser already knows is no such image, is refused here without a round trip; the
 * server still decides by content. An answer arriving after the form closed is dropped.
 */
export function useImageUpload(onUploaded: (url: string) => void): ImageUpload {
  const { owner } = useStore();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the latest callback: the owner may edit the entry's other inputs while the upload is on its way
  const latest = useRef(onUploaded);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = onUploaded;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(
    async (file: File) => {
      if (file.size > IMAGE_ATTACHMENT_MAX_BYTES) return setError(UPLOAD_MESSAGES.tooLarge);
      if (file.type && !(UPLOAD_IMAGE_MIME_TYPES as string[]).includes(file.type)) return setError(UPLOAD_MESSAGES.invalidType);
      setError(null);
      setUploading(true);
      const result = await owner.uploadImage(file);
      if (!mounted.current) return;
      setUploading(false);
      if ('url' in result) latest.current(result.url);
      else setError(result.error);
    },
    [owner],
  );

  return { uploading, error, upload };
}
