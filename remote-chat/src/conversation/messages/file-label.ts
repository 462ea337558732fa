import { englishChat, type ChatT, type ChatText } from '../../i18n/use-t';

const LABELS: Record<string, ChatText> = {
  'application/pdf': 'file.pdf',
  'application/msword': 'file.word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'file.word',
  'application/vnd.ms-excel': 'file.excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'file.excel',
  'application/vnd.ms-powerpoint': 'file.powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'file.powerpoint',
  'text/plain': 'file.text',
  'text/csv': 'file.csv',
  'application/zip': 'file.zip',
  'application/x-zip-compressed': 'file.zip',
  'application/vnd.rar': 'file.rar',
  'application/x-rar-compressed': 'file.rar',
};

/**
 * What a file message is, for its bubble: stored files have random names, so the content type says it
 * ('PDF document', 'Video', 'Audio', 'Image'), else 'Document'.
 */
export function fileLabel(contentType: string | null, t: ChatT = englishChat): string {
  const bare = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (LABELS[bare]) return t(LABELS[bare]);
  if (bare.startsWith('image/')) return t('file.image');
  if (bare.startsWith('video/')) return t('file.video');
  if (bare.startsWith('audio/')) return t('file.audio');
  return t('file.document');
}

/** The media a file message can play in place: video and audio files get a player, the rest a link. */
export function playableKind(contentType: string | null): 'video' | 'audio' | 'image' | null {
  const bare = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (bare.startsWith('video/')) return 'video';
  if (bare.startsWith('audio/')) return 'audio';
  if (bare.startsWith('image/')) return 'image';
  return null;
}
