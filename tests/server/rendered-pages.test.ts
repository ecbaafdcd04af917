import { describe, expect, it } from 'vitest';
import { isRendered, pageStylesheets } from '../../server/site/rendered-pages.ts';
import type { Manifest } from '../../server/site/route-preload.ts';

// The app's router ignores case (/SHOP is the shop), so the server's list of pages does too.

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/ui/shop/ShopRoute.tsx': { file: 'assets/ShopRoute-1.js', imports: ['index.html'], css: ['assets/ShopRoute-1.css'] },
  'src/ui/routes/NotFoundPage.tsx': { file: 'assets/NotFound-1.js', imports: ['index.html'], css: ['assets/NotFound-1.css'] },
};

describe('isRendered', () => {
  it.each([
    '/reset-password/tok',
    '/RESET-PASSWORD/tok',
    '/Verify-Email/tok',
    '/newsletter/Confirm/tok',
    '/CHECKOUT',
    '/Studio/orders',
    '/orders',
  ])('leaves %s to the browser', (address) => {
    expect(isRendered(address)).toBe(false);
  });

  it.each(['/', '/shop', '/SHOP', '/orders-of-the-day', '/no-such-page'])('renders %s', (address) => {
    expect(isRendered(address)).toBe(true);
  });
});

describe('pageStylesheets', () => {
  it('links the shop’s stylesheet for /shop in any case, and the not-found page’s for an unknown address', () => {
    expect(pageStylesheets(MANIFEST, '/shop')).toEqual(['/assets/ShopRoute-1.css']);
    expect(pageStylesheets(MANIFEST, '/SHOP')).toEqual(['/assets/ShopRoute-1.css']);
    expect(pageStylesheets(MANIFEST, '/no-such-page')).toEqual(['/assets/NotFound-1.css']);
  });
});
