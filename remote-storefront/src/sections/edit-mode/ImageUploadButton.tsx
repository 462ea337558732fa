import { useId, type ChangeEvent } from 'react';
import { UPLOAD_IMAGE_MIME_TYPES } from 'shared/constants';
import { useImageUpload } from './use-image-upload';
import './image-upload.css';

interface Props {
  /** The field's name, for the input's accessible name when a section has several images. */
  fieldLabel: string;
  onUploaded: (url: string) => void;
}

const ACCEPT = UPLOAD_IMAGE_MIME_TYPES.join(',');

/** "Upload image" beside an image address: the chosen file is uploaded and its address handed back. */
export function ImageUploadButton({ fieldLabel, onUploaded }: Props) {
  const id = useId();
  const { uploading, error, upload } = useImageUpload(onUploaded);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared, so choosing the same file again (after fixing it) uploads again
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <div className="sf-edit-upload">
      <label className="sf-edit-button sf-edit-upload__button" data-disabled={uploading || undefined}>
        <input
          type="file"
          className="sf-edit-upload__input"
          accept={ACCEPT}
          aria-label={`Upload image for ${fieldLabel}`}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={uploading}
          onChange={choose}
        />
        Upload image
      </label>
      <span role="status" className="sf-edit-upload__status">
        {uploading ? 'Uploading…' : ''}
      </span>
      {error && (
        <p id={`${id}-error`} className="sf-edit-error sf-edit-upload__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
