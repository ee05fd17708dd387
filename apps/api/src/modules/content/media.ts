/**
 * How an entry's stored attributes point at an image in content_media; the API answers it as a
 * Strapi media object.
 */
export type MediaReference = {
  mediaId: number;
  width?: number;
  height?: number;
  alternativeText?: string;
};

export function isMediaReference(value: unknown): value is MediaReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mediaId?: unknown }).mediaId === 'number'
  );
}

/** Strapi's media URLs are relative to the content service's root. */
export function mediaUrl(media: { id: number; fileName: string }): string {
  return `/uploads/${media.id}-${media.fileName}`;
}

/** The id in a media file name such as `3-what-is-screen.svg`, or null. */
export function mediaIdFromFileName(file: string): number | null {
  const match = /^(\d{1,9})-[\w.-]{1,150}$/.exec(file);
  return match ? Number(match[1]) : null;
}
