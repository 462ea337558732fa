import { useCallback, useEffect, useRef, useState } from 'react';
import { MICROPHONE_ERROR, startRecording, type RecorderEnvironment, type Recording } from './audio-recorder';

export type RecorderState = 'idle' | 'starting' | 'recording';

/**
 * The composer's voice recording: start asks for the microphone (the specification's alert when that
 * fails, in the widget's language), stop hands the recording to `onRecorded`, cancel throws it away. Leaving the page cancels.
 */
export function useAudioRecorder(onRecorded: (file: File) => void, environment?: RecorderEnvironment, microphoneError: string = MICROPHONE_ERROR) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<Recording | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1_000);
    return () => clearInterval(timer);
  }, [state]);

  const start = useCallback(async () => {
    setState('starting');
    try {
      const started = await startRecording(environment);
      if (!mounted.current) {
        started.cancel();
        return;
      }
      recording.current = started;
      setSeconds(0);
      setState('recording');
    } catch (error) {
      console.warn('[chat] recording failed to start', error);
      if (mounted.current) setState('idle');
      window.alert(microphoneError);
    }
  }, [environment, microphoneError]);

  const stop = useCallback(async () => {
    const current = recording.current;
    recording.current = null;
    setState('idle');
    if (!current) return;
    const file = await current.stop();
    // a click on stop right after start captures nothing worth sending
    if (file.size > 0 && mounted.current) onRecorded(file);
  }, [onRecorded]);

  const cancel = useCallback(() => {
    recording.current?.cancel();
    recording.current = null;
    setState('idle');
  }, []);

  return { state, seconds, start, stop, cancel };
}
