/** The studio's pictures and digital files: limits, how they are told, and the order of a product's pictures. */

export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
export const PICTURE_OVER_15_MB = 'This picture is larger than 15 MB';
export const MAX_DIGITAL_FILE_BYTES = 500 * 1024 * 1024;
export const FILE_OVER_500_MB = 'This file is larger than 500 MB';

/** A size as people read it: 512 B, 12 KB, 3.4 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** What a buyer of a digital product receives, e.g. 'PDF, 2.4 MB'. */
export function digitalFileText(file: { readonly format: string; readonly size: number }): string {
  return `${file.format}, ${fileSizeText(file.size)}`;
}

/** Why a picture is refused before it is sent; null when it may go (its content is the server's to judge). */
export function pictureSizeProblem(bytes: number): string | null {
  return bytes > MAX_PICTURE_BYTES ? PICTURE_OVER_15_MB : null;
}

/** Why a digital product's file is refused before it is sent; null when it may go. */
export function digitalFileSizeProblem(bytes: number): string | null {
  return bytes > MAX_DIGITAL_FILE_BYTES ? FILE_OVER_500_MB : null;
}

interface Grouped {
  readonly _id: string;
  readonly variantId: string | null;
}

/**
 * The whole list of picture ids after moving one a place earlier (-1) or later (+1) among the
 * pictures of its own group (the product's, or one variant's); null when it cannot move that way.
 */
export function movedPictureOrder(pictures: readonly Grouped[], pictureId: string, step: -1 | 1): string[] | null {
  const picture = pictures.find((candidate) => candidate._id === pictureId);
  if (!picture) return null;
  const group = pictures.filter((candidate) => candidate.variantId === picture.variantId);
  const from = group.indexOf(picture);
  const neighbour = group[from + step];
  if (!neighbour) return null;
  const ids = pictures.map((candidate) => candidate._id);
  const a = ids.indexOf(picture._id);
  const b = ids.indexOf(neighbour._id);
  ids[a] = neighbour._id;
  ids[b] = picture._id;
  return ids;
}
