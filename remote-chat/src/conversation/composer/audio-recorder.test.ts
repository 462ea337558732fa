import { startRecording, type RecorderEnvironment } from './audio-recorder';

function environment(overrides: Partial<RecorderEnvironment> & { supported?: string[] } = {}) {
  const stops: number[] = [];
  const stream = { getTracks: () => [{ stop: () => stops.push(1) }] } as unknown as MediaStream;
  const supported = overrides.supported ?? ['audio/webm;codecs=opus'];
  class Recorder {
    static isTypeSupported = (type: string) => supported.includes(type);
    state = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: MediaStream, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? 'audio/ogg';
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['abc']) });
      this.onstop?.();
    }
  }
  const env: RecorderEnvironment = {
    mediaDevices: { getUserMedia: async () => stream },
    MediaRecorder: Recorder as unknown as typeof MediaRecorder,
    now: () => 42,
    ...overrides,
  };
  return { env, stops };
}

describe('startRecording', () => {
  it.each([
    ['no microphone access at all', { mediaDevices: undefined }],
    ['no MediaRecorder', { MediaRecorder: undefined }],
    ['a refused permission', { mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } }],
  ])('fails with %s', async (_case, overrides) => {
    await expect(startRecording(environment(overrides).env)).rejects.toBeDefined();
  });

  it('releases the microphone when the recorder cannot start', async () => {
    const { env, stops } = environment();
    env.MediaRecorder = class {
      static isTypeSupported = () => false;
      constructor() {
        throw new Error('unsupported');
      }
    } as unknown as typeof MediaRecorder;
    await expect(startRecording(env)).rejects.toThrow('unsupported');
    expect(stops).toHaveLength(1);
  });

  it('gives the recording as a file of the recorder’s type and releases the microphone', async () => {
    const { env, stops } = environment();
    const file = await (await startRecording(env)).stop();
    expect(file.name).toBe('voice-message-42.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    expect(file.size).toBe(3);
    expect(stops).toHaveLength(1);
  });

  it('lets the browser choose when it supports none of the preferred types', async () => {
    const { env } = environment({ supported: [] });
    const file = await (await startRecording(env)).stop();
    expect(file.name).toBe('voice-message-42.ogg');
  });

  it('releases the microphone on cancel', async () => {
    const { env, stops } = environment();
    (await startRecording(env)).cancel();
    expect(stops).toHaveLength(1);
  });
});
