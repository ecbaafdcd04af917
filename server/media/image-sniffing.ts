/**
 * The image type a file really is, read from its first bytes: the browser's declared type and
 * the file name are the uploader's word, the signature is the file's.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  const startsWith = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (text: string, offset = 0) =>
    startsWith(
      [...text].map((char) => char.charCodeAt(0)),
      offset,
    );
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('BM') && bytes.length > 14) return 'image/bmp';
  return null;
}
