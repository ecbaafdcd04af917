import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopyLink } from '../../../src/infrastructure/share.ts';
import { saveBlob, saveTextFile } from '../../../src/infrastructure/save-file.ts';

const request = { title: 'Eyo Festival', text: 'Masquerades on Lagos Island', url: 'http://shop.test/image/human-stories/eyo-festival' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shareOrCopyLink (the blog, the galleries and the product carousel)', () => {
  it('hands title, text and address to the device share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    await expect(shareOrCopyLink(request)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(request);
  });

  it('reads a closed share sheet as cancelled, and passes other failures on', async () => {
    vi.stubGlobal('navigator', { share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))) });
    await expect(shareOrCopyLink(request)).resolves.toBe('cancelled');
    vi.stubGlobal('navigator', { share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    await expect(shareOrCopyLink(request)).rejects.toThrow('no');
  });

  it('copies the address without a share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(shareOrCopyLink(request)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('http://shop.test/image/human-stories/eyo-festival');
  });
});

describe('saveBlob', () => {
  it('saves a downloaded picture under its file name through a temporary link', () => {
    const clicked: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() }));
    saveBlob(new Blob(['jpeg'], { type: 'image/jpeg' }), 'Eyo Festival.jpg');
    expect(clicked).toEqual([{ download: 'Eyo Festival.jpg', href: 'blob:picture' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('saveTextFile (the CSV exports of My Orders and the studio)', () => {
  it('saves the text under its file name and type, and lets the address go only after the browser has read it', () => {
    vi.useFakeTimers();
    const saved: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    const revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
        revokeObjectURL,
      }),
    );
    saveTextFile('orders-2026-11-26.csv', 'Order,Total', 'text/csv;charset=utf-8');
    expect(saved).toEqual([{ download: 'orders-2026-11-26.csv', href: 'blob:csv' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    vi.useRealTimers();
  });
});
