import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { type AttachmentKind } from 'shared';
import { CHAT_MESSAGE_MAX_CHARS, DOCUMENT_ATTACHMENT_TYPES, IMAGE_ATTACHMENT_TYPES } from 'shared/constants';
import { useT } from '../../i18n/use-t';
import { attachmentProblem } from '../attachment-problem';
import type { ConversationStore } from '../conversation-store';
import { AttachmentPreview, pickAttachment, releaseAttachment, type PickedAttachment } from './AttachmentPreview';
import type { RecorderEnvironment } from './audio-recorder';
import { canSendText, formatDuration, isSendKey } from './composer-rules';
import { ImageIcon, MicIcon, PaperclipIcon, SendIcon, StopIcon, TrashIcon } from './icons';
import { useAudioRecorder } from './use-audio-recorder';

interface Props {
  store: ConversationStore;
  /** The browser's recorder by default; tests pass fakes. */
  recorderEnvironment?: RecorderEnvironment;
}

/** The text box grows with its lines up to the CSS max-height, then scrolls. */
function fitToContent(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight}px`;
}

const IMAGE_ACCEPT = IMAGE_ATTACHMENT_TYPES.join(',');
const DOCUMENT_ACCEPT = DOCUMENT_ATTACHMENT_TYPES.join(',');

/**
 * The composer of the chat: text box (Enter sends, Shift+Enter a new line), image and document attach,
 * voice recording and send. A picked file is checked at once (the specification's type and size
 * messages) and shown in a preview with an optional caption before it is sent.
 */
export const Composer = observer(function Composer({ store, recorderEnvironment }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [picked, setPickedState] = useState<PickedAttachment | null>(null);
  const [caption, setCaption] = useState('');
  // the preview's blob address lives as long as the picked file: released when it is replaced or dropped
  const pickedRef = useRef<PickedAttachment | null>(null);
  const setPicked = useCallback((next: PickedAttachment | null) => {
    if (pickedRef.current !== next) releaseAttachment(pickedRef.current);
    pickedRef.current = next;
    setPickedState(next);
  }, []);
  useEffect(() => () => releaseAttachment(pickedRef.current), []);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const blocked = store.sending || !store.customerId;

  const choose = useCallback(
    (file: File, kind: AttachmentKind) => {
      const problem = attachmentProblem(t, kind, file);
      if (problem) {
        store.root.ui.notify(problem, 'error');
        return;
      }
      setPicked(pickAttachment(file, kind));
      setCaption('');
    },
    [store, setPicked, t],
  );
  const recorder = useAudioRecorder(
    useCallback((file: File) => choose(file, 'audio'), [choose]),
    recorderEnvironment,
    t('composer.microphoneError'),
  );

  const onFilePicked = (kind: AttachmentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be picked again after a cancel
    event.target.value = '';
    if (file) choose(file, kind);
  };

  const sendText = () => {
    if (!canSendText(text, blocked)) return;
    const value = text;
    setText('');
    void store.sendText(value);
    if (textBox.current) {
      textBox.current.style.height = '';
      textBox.current.focus();
    }
  };

  const sendPicked = async () => {
    if (!picked) return;
    const sent = await store.sendAttachment(picked.file, picked.kind, caption);
    if (!sent) return;
    setPicked(null);
    setCaption('');
  };

  if (picked) {
    return (
      <AttachmentPreview
        attachment={picked}
        caption={caption}
        onCaptionChange={setCaption}
        onSend={() => void sendPicked()}
        onCancel={() => {
          setPicked(null);
          setCaption('');
        }}
        busy={store.sending}
      />
    );
  }

  if (recorder.state === 'recording') {
    return (
      <div className="chat-composer" role="group" aria-label={t('composer.recordingGroup')}>
        <button type="button" className="chat-icon-button chat-icon-button--danger" aria-label={t('composer.cancelRecording')} onClick={recorder.cancel}>
          <TrashIcon />
        </button>
        <p className="chat-recording" role="status">
          <span className="chat-recording__dot" aria-hidden="true" />
          {t('composer.recording', { duration: formatDuration(recorder.seconds) })}
        </p>
        <button type="button" className="chat-icon-button chat-icon-button--send" aria-label={t('composer.stopRecording')} onClick={() => void recorder.stop()}>
          <StopIcon />
        </button>
      </div>
    );
  }

  return (
    <form
      className="chat-composer"
      aria-label={t('composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
    >
      <button type="button" className="chat-icon-button" aria-label={t('composer.attachImage')} disabled={blocked} onClick={() => imageInput.current?.click()}>
        <ImageIcon />
      </button>
      <input ref={imageInput} className="chat-composer__file-input" type="file" accept={IMAGE_ACCEPT} aria-label={t('composer.imageInput')} tabIndex={-1} onChange={onFilePicked('image')} />
      <button type="button" className="chat-icon-button" aria-label={t('composer.attachDocument')} disabled={blocked} onClick={() => documentInput.current?.click()}>
        <PaperclipIcon />
      </button>
      <input ref={documentInput} className="chat-composer__file-input" type="file" accept={DOCUMENT_ACCEPT} aria-label={t('composer.documentInput')} tabIndex={-1} onChange={onFilePicked('document')} />
      <textarea
        ref={textBox}
        className="chat-composer__input"
        aria-label={t('composer.message')}
        placeholder={t('composer.placeholder')}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          fitToContent(event.target);
          store.noteTyping(event.target.value);
        }}
        onKeyDown={(event) => {
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          sendText();
        }}
        onBlur={store.stopTyping}
      />
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t('composer.record')}
        disabled={blocked || recorder.state === 'starting'}
        onClick={() => void recorder.start()}
      >
        <MicIcon />
      </button>
      <button type="submit" className="chat-icon-button chat-icon-button--send" aria-label={t('composer.send')} disabled={!canSendText(text, blocked)}>
        <SendIcon />
      </button>
    </form>
  );
});
