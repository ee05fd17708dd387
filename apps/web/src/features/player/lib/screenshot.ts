import { screenshotLimits } from '@screenspot/contracts/player';

/**
 * The video's current frame at the fixed screenshot size (letterboxed to keep its shape), as a
 * JPEG under the server's limit: a lower quality is tried when the first is too large.
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { width, height, maxBytes } = screenshotLimits;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth || !video.videoHeight) return null;
  context.fillStyle = '#000';
  context.fillRect(0, 0, width, height);
  const scale = Math.min(width / video.videoWidth, height / video.videoHeight);
  const w = video.videoWidth * scale;
  const h = video.videoHeight * scale;
  context.drawImage(video, (width - w) / 2, (height - h) / 2, w, h);
  for (const quality of [0.8, 0.5, 0.3]) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (blob && blob.size <= maxBytes) return blob;
  }
  return null;
}
