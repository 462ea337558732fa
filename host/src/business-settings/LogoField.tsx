import { useId, useState } from 'react';
import { useStore } from 'shared';

interface Props {
  logo: string | null;
  error?: string | undefined;
  onChange: (logo: string | null) => void;
}

/**
 * The logo: the one the site shows, a file picker that uploads at once through the owner's image upload
 * (the API checks it is an image and resizes it with its WebP variants), and Remove. The new logo shows
 * on the site once the profile is saved.
 */
export function LogoField({ logo, error, onChange }: Props) {
  const { owner } = useStore();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const result = await owner.uploadImage(file);
    setUploading(false);
    if ('url' in result) onChange(result.url);
    else setProblem(result.error);
  };

  return (
    <div className="business-settings__field">
      <span className="business-settings__label" id={`${id}-label`}>
        Logo
      </span>
      <div className="business-settings__logo">
        {logo ? <img src={logo} alt="Your logo" width={64} height={64} /> : <span className="business-settings__logo-empty">No logo</span>}
        <input
          id={`${id}-file`}
          className="business-settings__file"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={uploading}
          aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label className="btn business-settings__file-button" htmlFor={`${id}-file`}>
          {uploading ? 'Uploading…' : logo ? 'Change logo' : 'Upload logo'}
        </label>
        {logo && (
          <button type="button" className="btn" onClick={() => onChange(null)}>
            Remove logo
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="business-settings__hint">
        PNG, JPEG, WebP or GIF, at most 5 MB. A square picture looks best in the header.
      </p>
      {shown && (
        <p id={`${id}-error`} className="business-settings__error">
          {shown}
        </p>
      )}
    </div>
  );
}
