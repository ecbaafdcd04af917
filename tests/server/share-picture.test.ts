import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { sharePictureOfPicture } from '../../server/media/share-picture.ts';

describe('sharePictureOfPicture', () => {
  it('cuts a picture to a 1200x630 JPEG once for its key; asked again, it reads no picture', async () => {
    const png = await sharp({ create: { width: 960, height: 640, channels: 3, background: '#806040' } })
      .png()
      .toBuffer();
    const read = vi.fn(async () => png);
    const first = await sharePictureOfPicture('kept-once-wm-960.jpg', read);
    const again = await sharePictureOfPicture('kept-once-wm-960.jpg', read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('reads the picture again after a read that failed', async () => {
    const read = vi.fn<() => Promise<Uint8Array>>().mockRejectedValueOnce(new Error('storage down'));
    read.mockResolvedValueOnce(
      await sharp({ create: { width: 8, height: 6, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await expect(sharePictureOfPicture('failed-once-wm-960.jpg', read)).rejects.toThrow('storage down');
    expect(await sharp(await sharePictureOfPicture('failed-once-wm-960.jpg', read)).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
