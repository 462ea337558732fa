import { type AttachmentKind } from 'shared';
import { CHAT_CAPTION_MAX_CHARS } from 'shared/constants';
import { useT } from '../../i18n/use-t';
import { formatFileSize, isSendKey } from './composer-rules';

export interface PickedAttachment {
  file: File;
  kind: AttachmentKind;
  /** A `blob:` address of the file for the preview (null where the browser makes none); the picker releases it. */
  previewUrl: string | null;
}

/** The picked file with its preview address; `releaseAttachment` frees the address. */
export function pickAttachment(file: File, kind: AttachmentKind): PickedAttachment {
  const previewUrl = typeof URL.createObjectURL === 'function' && (kind === 'image' || kind === 'audio') ? URL.createObjectURL(file) : null;
  return { file, kind, previewUrl };
}

export function releaseAttachment(attachment: PickedAttachment | null): void {
  if (attachment?.previewUrl) URL.revokeObjectURL(attachment.previewUrl);
}

interface Props {
  attachment: PickedAttachment;
  caption: string;
  onCaptionChange: (caption: string) => void;
  onSend: () => void;
  onCancel: () => void;
  /** Uploading and sending: the buttons wait. */
  busy: boolean;
}

/** After a file is picked or a voice message recorded: what will be sent, an optional caption, Send and Cancel. */
export function AttachmentPreview({ attachment, caption, onCaptionChange, onSend, onCancel, busy }: Props) {
  const t = useT();
  const { file, kind, previewUrl: url } = attachment;
  return (
    <div className="chat-preview" role="group" aria-label={t('preview.label')}>
      <div className="chat-preview__media">
        {kind === 'image' && url && <img className="chat-preview__image" src={url} alt={t('preview.image', { name: file.name })} />}
        {kind === 'audio' && url && <audio className="chat-preview__audio" controls src={url} aria-label={t('preview.voice')} />}
        {kind !== 'audio' && (
          <div className="chat-preview__file">
            <span className="chat-preview__name">{file.name}</span>
            <span className="chat-preview__size">{formatFileSize(file.size)}</span>
          </div>
        )}
      </div>
      <input
        className="chat-preview__caption"
        type="text"
        aria-label={t('preview.caption')}
        placeholder={t('preview.captionPlaceholder')}
        value={caption}
        maxLength={CHAT_CAPTION_MAX_CHARS}
        onChange={(event) => onCaptionChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          if (!busy) onSend();
        }}
        autoFocus
      />
      <div className="chat-preview__actions">
        <button type="button" className="chat-button" onClick={onCancel} disabled={busy}>
          {t('preview.cancel')}
        </button>
        <button type="button" className="chat-button chat-button--primary" onClick={onSend} disabled={busy} aria-busy={busy}>
          {busy ? t('preview.sending') : t('preview.send')}
        </button>
      </div>
    </div>
  );
}
