import { limits, videoDurationToleranceMs } from './limits';

/*
 * Upload rules shared by the upload page and POST /api/order. Kept free of zod so the upload page
 * does not load a schema library just to compare two numbers.
 */

/** Containers the service accepts, judged by their bytes; the picker offers these types. */
export const supportedVideoTypes = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'm4v',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;
export type SupportedVideoType = keyof typeof supportedVideoTypes;

export function isSupportedVideoType(mime: string): mime is SupportedVideoType {
  return Object.hasOwn(supportedVideoTypes, mime);
}

/** For the file picker's accept attribute. */
export const videoAccept = Object.keys(supportedVideoTypes).join(',');

const megabytes = Math.round(limits.maxVideoBytes / (1024 * 1024));

/** Upload answers and client-side checks, worded for the advertiser. */
export const uploadMessages = {
  tooLarge: `The video is larger than ${megabytes} MB. Please choose a smaller file.`,
  notVideo: 'This file is not a supported video. Please upload an MP4, MOV or WebM file.',
  unreadableDuration:
    'We could not read the length of this video. Please export it again as MP4 and retry.',
  tooLong: (maxSeconds: number) =>
    `The video is longer than this screen's maximum of ${maxSeconds} seconds. Please trim it and try again.`,
  missingVideo: 'Please choose a video to upload.',
  missingLedId: 'Please choose a screen first.',
  missingSchedule: (fields: readonly string[]) =>
    `Choose when the video plays: ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} required (or orderId, for an order awaiting its video).`,
  unknownScreen: 'This screen does not exist or is no longer available.',
  unreadableInBrowser: 'Your browser could not read this video. Please choose an MP4 or WebM file.',
} as const;

/** Answers to a new video for an order that already had one (a rejected one, or one in review). */
export const reuploadMessages = {
  cellsGone:
    'Some of this order’s spots are no longer free. Choose new dates for it and send the video again.',
  decided: 'This order has been decided; its video can no longer be changed here.',
  noSchedule: 'This order has no schedule to hold again; please book the screen anew.',
  videoChanged: 'The customer sent a new video meanwhile. Watch it before deciding.',
} as const;

export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The length rule, stated once: whether a video of this length fits a screen whose limit is
 * maxSeconds. The limit is a maximum; a few milliseconds' slack covers containers that round up.
 */
export function fitsScreenDuration(durationMs: number, maxSeconds: number): boolean {
  return durationMs <= maxSeconds * 1000 + videoDurationToleranceMs;
}

/** The first reason a chosen video cannot be sent, or null; the server checks the same rules. */
export function checkVideo(
  video: { bytes: number; durationMs: number },
  maxSeconds: number,
): string | null {
  if (video.bytes > limits.maxVideoBytes) return uploadMessages.tooLarge;
  if (!fitsScreenDuration(video.durationMs, maxSeconds)) return uploadMessages.tooLong(maxSeconds);
  return null;
}
