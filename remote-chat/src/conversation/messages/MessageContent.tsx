import type { ChatMessage } from 'shared';
import { useT } from '../../i18n/use-t';
import { ComponentCard } from './ComponentCard';
import { fileLabel, playableKind } from './file-label';
import { safeAttachmentUrl } from './safe-url';

/** The fields of a message a bubble draws: any message of the chat contract, or one still waiting to be sent. */
export type BubbleMessage = Pick<ChatMessage, 'message' | 'type' | 'sender' | 'caption' | 'contentType' | 'createdAt' | 'payload' | 'readAt'>;

function Caption({ text }: { text: string | null }) {
  return text ? <p className="chat-msg__caption">{text}</p> : null;
}

function FileLink({ href, label }: { href: string; label: string }) {
  const t = useT();
  return (
    <a className="chat-msg__file" href={href} target="_blank" rel="noopener noreferrer" download>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M14 3H6v18h12V7z" />
        <path d="M14 3v4h4" />
      </svg>
      <span>{label}</span>
      <span className="chat-msg__file-action">{t('message.download')}</span>
    </a>
  );
}

/** The inside of a bubble: the text, the attachment (image, player or download link) or the card. */
export function MessageContent({ message }: { message: BubbleMessage }) {
  const t = useT();
  if (message.type === 'text') return <p className="chat-msg__text">{message.message}</p>;
  if (message.type === 'component') {
    return message.payload ? <ComponentCard payload={message.payload} text={message.message} /> : <p className="chat-msg__text">{message.message}</p>;
  }
  const url = safeAttachmentUrl(message.message);
  if (!url) return <p className="chat-msg__text chat-msg__text--muted">{t('message.unavailable')}</p>;
  const kind = message.type === 'image' ? 'image' : message.type === 'audio' ? 'audio' : playableKind(message.contentType);
  return (
    <>
      {kind === 'image' && (
        <a className="chat-msg__image-link" href={url} target="_blank" rel="noopener noreferrer">
          <img className="chat-msg__image" src={url} alt={message.caption || t('message.image')} loading="lazy" />
        </a>
      )}
      {kind === 'audio' && <audio className="chat-msg__audio" controls preload="none" src={url} aria-label={message.caption || t('message.voice')} />}
      {kind === 'video' && <video className="chat-msg__video" controls preload="metadata" src={url} aria-label={message.caption || t('message.video')} />}
      {kind === null && <FileLink href={url} label={fileLabel(message.contentType, t)} />}
      {kind !== null && message.type === 'file' && <FileLink href={url} label={fileLabel(message.contentType, t)} />}
      <Caption text={message.caption} />
    </>
  );
}
