const LABELS: Record<string, string> = {
  'application/pdf': 'PDF document',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'application/vnd.ms-powerpoint': 'PowerPoint presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'text/plain': 'Text file',
  'text/csv': 'CSV file',
  'application/zip': 'ZIP archive',
  'application/x-zip-compressed': 'ZIP archive',
  'application/vnd.rar': 'RAR archive',
  'application/x-rar-compressed': 'RAR archive',
};

/**
 * What a file message is, for its bubble: stored files have random names, so the content type says it
 * ('PDF document', 'Video', 'Audio', 'Image'), else 'Document'.
 */
export function fileLabel(contentType: string | null): string {
  const bare = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (LABELS[bare]) return LABELS[bare];
  if (bare.startsWith('image/')) return 'Image';
  if (bare.startsWith('video/')) return 'Video';
  if (bare.startsWith('audio/')) return 'Audio';
  return 'Document';
}

/** The media a file message can play in place: video and audio files get a player, the rest a link. */
export function playableKind(contentType: string | null): 'video' | 'audio' | 'image' | null {
  const bare = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (bare.startsWith('video/')) return 'video';
  if (bare.startsWith('audio/')) return 'audio';
  if (bare.startsWith('image/')) return 'image';
  return null;
}
