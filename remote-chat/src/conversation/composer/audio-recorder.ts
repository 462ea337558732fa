/** The specification's alert when the browser's recorder cannot start. */
export const MICROPHONE_ERROR = 'Unable to access microphone. Please check permissions.';

/** Types the recorder is asked for, best first; all are in the audio list the server accepts. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'];

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** What recording needs from the browser; a test passes fakes. */
export interface RecorderEnvironment {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  MediaRecorder: (typeof globalThis)['MediaRecorder'] | undefined;
  now: () => number;
}

export function browserRecorderEnvironment(): RecorderEnvironment {
  return {
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    MediaRecorder: typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder,
    now: Date.now,
  };
}

/** A recording under way. */
export interface Recording {
  /** Ends it and gives the recorded voice message as a file (empty when nothing was captured). */
  stop(): Promise<File>;
  /** Ends it and throws the sound away. */
  cancel(): void;
}

/**
 * Starts recording from the microphone with the browser's MediaRecorder. Rejects when there is no
 * recorder or the microphone is refused; the caller shows MICROPHONE_ERROR.
 */
export async function startRecording(env: RecorderEnvironment = browserRecorderEnvironment()): Promise<Recording> {
  const Recorder = env.MediaRecorder;
  if (!env.mediaDevices || !Recorder) throw new Error('This browser cannot record audio');
  const stream = await env.mediaDevices.getUserMedia({ audio: true });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder: MediaRecorder;
  try {
    const mimeType = PREFERRED_TYPES.find((type) => Recorder.isTypeSupported?.(type));
    recorder = new Recorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start();
    return {
      stop: () =>
        new Promise<File>((resolve) => {
          recorder.onstop = () => {
            release();
            const type = recorder.mimeType || mimeType || 'audio/webm';
            const extension = EXTENSIONS[type.split(';')[0]!] ?? 'webm';
            resolve(new File(chunks, `voice-message-${env.now()}.${extension}`, { type }));
          };
          recorder.stop();
        }),
      cancel: () => {
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
