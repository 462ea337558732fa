import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CHAT_CAPTION_MAX_CHARS, CHAT_MESSAGE_MAX_CHARS, IMAGE_ATTACHMENT_TYPES } from 'shared/constants';
import type { InboxStore } from './inbox-store';

/** A picked image waiting to be sent, with its preview address (revoked when it goes). */
function usePickedImage() {
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  useEffect(() => () => {
    if (image) URL.revokeObjectURL(image.preview);
  }, [image]);
  return {
    image,
    pick: (file: File) => setImage({ file, preview: URL.createObjectURL(file) }),
    clear: () => setImage(null),
  };
}

/**
 * The owner's reply box (one per open conversation, so each starts empty): Enter sends, Shift+Enter starts a new line, and only text with something in it
 * after trimming goes out. An image (jpeg or png, 5 MB) can go with the text as its caption.
 */
export const InboxComposer = observer(function InboxComposer({ store, name }: { store: InboxStore; name: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { image, pick, clear } = usePickedImage();
  const canSend = image !== null ? !store.uploading : text.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    if (image) {
      const sent = await store.sendImage(image.file, text);
      if (!sent) return;
      clear();
      setText('');
    } else if (store.sendText(text)) {
      setText('');
    }
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    store.composing(event.target.value);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) pick(file);
  };

  return (
    <form
      className="inbox-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {image && (
        <div className="inbox-composer__preview">
          <img src={image.preview} alt="Image to send" />
          <span>{image.file.name}</span>
          <button type="button" className="inbox-link-button" onClick={clear}>
            Remove
          </button>
        </div>
      )}
      <div className="inbox-composer__row">
        <input ref={fileInput} type="file" accept={IMAGE_ATTACHMENT_TYPES.join(',')} hidden onChange={onPick} aria-hidden="true" tabIndex={-1} />
        <button type="button" className="inbox-icon-button" aria-label="Attach an image" onClick={() => fileInput.current?.click()} disabled={store.uploading}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 16l-5-5-8 9" />
          </svg>
        </button>
        <label htmlFor={`${id}-reply`} className="inbox-visually-hidden">
          {image ? `Caption for the image to ${name}` : `Reply to ${name}`}
        </label>
        <textarea
          id={`${id}-reply`}
          ref={box}
          className="inbox-composer__box"
          rows={1}
          maxLength={image ? CHAT_CAPTION_MAX_CHARS : CHAT_MESSAGE_MAX_CHARS}
          placeholder={image ? 'Add a caption (optional)' : 'Type a reply'}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="inbox-send" disabled={!canSend} aria-label="Send">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 12l16-8-6 16-2-6z" />
          </svg>
        </button>
      </div>
      {store.uploading && (
        <p className="inbox-composer__status" role="status">
          Uploading the image…
        </p>
      )}
    </form>
  );
});
