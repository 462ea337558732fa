import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { OWNER_CATALOGUE_LIMITS as L, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MESSAGES } from 'shared/constants';
import { IMAGE_ATTACHMENT_MAX_BYTES } from 'shared/rules';
import { SafeImage } from '../common/ui/SafeImage';
import type { OwnerCatalogueApi } from './owner-catalogue-api';
import type { ProductForm } from './product-form';

/** A file on its way up, or one that failed with the reason. */
interface Upload {
  key: number;
  name: string;
  error: string | null;
}

let nextUpload = 0;

/**
 * The item's photos: upload several (each shows its progress, and a failure says why and can be
 * dismissed), move one earlier or later (the first is the one the shop shows first), remove one. The
 * upload answers the address of the image's rendition, the same kind of address the seed's photos have.
 */
export const ImagesField = observer(function ImagesField({ form, api }: { form: ProductForm; api: OwnerCatalogueApi }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const uploading = uploads.filter((u) => u.error === null).length;
  const room = L.imagesMax - form.images.length - uploading;

  const update = (key: number, change: Partial<Upload> | null) =>
    setUploads((all) => (change === null ? all.filter((u) => u.key !== key) : all.map((u) => (u.key === key ? { ...u, ...change } : u))));

  const send = async (file: File, key: number) => {
    if (file.size > IMAGE_ATTACHMENT_MAX_BYTES) return update(key, { error: UPLOAD_MESSAGES.tooLarge });
    if (file.type && !(UPLOAD_IMAGE_MIME_TYPES as string[]).includes(file.type)) return update(key, { error: UPLOAD_MESSAGES.invalidType });
    const result = await api.uploadImage(file);
    if (!mounted.current) return;
    if ('url' in result) {
      form.addImage(result.url);
      update(key, null);
    } else update(key, { error: result.error });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const taken = files.slice(0, Math.max(0, room));
    const refused = files.slice(taken.length).map((file) => ({ key: (nextUpload += 1), name: file.name, error: `At most ${L.imagesMax} photos an item` }));
    const started = taken.map((file) => ({ file, upload: { key: (nextUpload += 1), name: file.name, error: null } }));
    setUploads((all) => [...all, ...started.map((s) => s.upload), ...refused]);
    for (const { file, upload } of started) void send(file, upload.key);
  };

  const count = form.images.length;
  return (
    <fieldset className="oc-fieldset">
      <legend>Photos</legend>
      <p className="oc-field__hint" id="oc-photos-hint">
        Up to {L.imagesMax} photos (PNG, JPEG, WebP or GIF, at most 5 MB each). The first is the one your shop shows first.
      </p>
      {count > 0 && (
        <ol className="oc-photos" aria-label="Photos, in the order the shop shows them">
          {form.images.map((url, index) => {
            const label = `photo ${index + 1} of ${count}`;
            const error = form.errors[`images.${index}`];
            return (
              <li key={url} className="oc-photo">
                <span className="oc-photo__frame">
                  <SafeImage src={url} alt={`Photo ${index + 1}`} sizes="140px" />
                </span>
                <div className="oc-photo__actions">
                  <button type="button" className="oc-button oc-button--small" disabled={index === 0} onClick={() => form.moveImage(index, -1)} aria-label={`Move ${label} earlier`}>
                    ←
                  </button>
                  <button type="button" className="oc-button oc-button--small" disabled={index === count - 1} onClick={() => form.moveImage(index, 1)} aria-label={`Move ${label} later`}>
                    →
                  </button>
                  <button type="button" className="oc-button oc-button--small oc-button--danger" onClick={() => form.removeImage(index)} aria-label={`Remove ${label}`}>
                    ✕
                  </button>
                </div>
                {error && <p className="oc-error">{error}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {uploads.length > 0 && (
        <ul className="oc-uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className="oc-upload">
              <span>{u.name}</span>
              {u.error === null ? (
                <progress aria-label={`Uploading ${u.name}`} />
              ) : (
                <>
                  <span className="oc-error" role="alert">
                    {u.name}: {u.error}
                  </span>
                  <button type="button" className="oc-button oc-button--small" onClick={() => update(u.key, null)}>
                    Dismiss<span className="oc-visually-hidden"> the error of {u.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="oc-visually-hidden" role="status">
        {uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'photo' : 'photos'}` : ''}
      </p>
      {form.errors.images && <p className="oc-error">{form.errors.images}</p>}
      <div className="oc-field">
        <label className="oc-field__label" htmlFor="oc-photo-files">
          Add photos
        </label>
        <input id="oc-photo-files" className="oc-file-input" type="file" accept={UPLOAD_IMAGE_MIME_TYPES.join(',')} multiple disabled={room <= 0} aria-describedby="oc-photos-hint" onChange={choose} />
      </div>
    </fieldset>
  );
});
