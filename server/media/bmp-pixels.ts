/**
 * The pixels of an uncompressed 24- or 32-bit BMP, as RGB(A) rows top to bottom: sharp reads
 * no BMP, and the profile form accepts them. Other BMP kinds (palettes, RLE) answer null.
 */
export interface RawPixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

const MAX_SIDE = 10_000;

export function bmpPixels(bytes: Uint8Array): RawPixels | null {
  if (bytes.length < 54) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const width = view.getInt32(18, true);
  const signedHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(signedHeight);
  // 0 is uncompressed; 3 (bit fields) is how 32-bit BMPs commonly say BGRA.
  const plain = compression === 0 || (compression === 3 && bitsPerPixel === 32);
  if (!plain || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return null;
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  const sourceBytes = bitsPerPixel / 8;
  const rowSize = Math.ceil((width * sourceBytes) / 4) * 4;
  if (dataOffset + rowSize * height > bytes.length) return null;
  const channels = sourceBytes === 4 ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let row = 0; row < height; row += 1) {
    // Bottom-up unless the height is negative.
    const sourceRow = signedHeight > 0 ? height - 1 - row : row;
    for (let column = 0; column < width; column += 1) {
      const from = dataOffset + sourceRow * rowSize + column * sourceBytes;
      const to = (row * width + column) * channels;
      data[to] = bytes[from + 2] ?? 0;
      data[to + 1] = bytes[from + 1] ?? 0;
      data[to + 2] = bytes[from] ?? 0;
      if (channels === 4) data[to + 3] = bytes[from + 3] ?? 255;
    }
  }
  return { data, width, height, channels };
}
