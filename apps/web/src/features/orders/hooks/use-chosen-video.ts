import { parseScreenSize } from '@screenspot/contracts/screen';
import { canSend, judgeChosenFile, type FileFinding } from '@screenspot/contracts/video-rules';
import { useMemo, useState } from 'react';

type Read = { durationMs: number; width: number; height: number };
type Reading = { status: 'idle' | 'loading' | 'unreadable' } | ({ status: 'ready' } & Read);

/** The screen a video is chosen for: its pixels (such as 1920x1080) and its maximum length. */
export type PickerScreen = { size?: string; maxSeconds: number };

/**
 * A chosen video and what the browser reads of it (length and picture size from a `<video>`
 * element's metadata), judged against the screen by the rules the server applies
 * (contracts/video-rules.ts). `sendable` once it has been read and nothing fails.
 */
export function useChosenVideo(screen: PickerScreen) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const size = screen.size ? parseScreenSize(screen.size) : null;
  const width = size?.width;
  const height = size?.height;

  const findings: FileFinding[] = useMemo(() => {
    if (!file) return [];
    const read = reading.status === 'ready' ? reading : { durationMs: 0, width: 0, height: 0 };
    const rules = width && height ? { width, height, maxSeconds: screen.maxSeconds } : screen;
    return judgeChosenFile({ type: file.type, bytes: file.size, ...read }, rules);
  }, [file, reading, width, height, screen]);

  return {
    file,
    reading,
    findings,
    /** The browser could not read the file, and no rule explains why already. */
    unreadable: reading.status === 'unreadable' && canSend(findings),
    sendable: file !== null && reading.status === 'ready' && canSend(findings),
    choose(next: File | null) {
      setFile(next);
      setReading({ status: next ? 'loading' : 'idle' });
    },
    /** From the preview's `loadedmetadata`: its length and the picture's size. */
    read(video: HTMLVideoElement) {
      // Some recorders leave the length out (Infinity); then the server has the last word.
      const seconds = video.duration;
      setReading({
        status: 'ready',
        durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
        width: video.videoWidth,
        height: video.videoHeight,
      });
    },
    failedToRead() {
      setReading({ status: 'unreadable' });
    },
  };
}

export type ChosenVideo = ReturnType<typeof useChosenVideo>;
