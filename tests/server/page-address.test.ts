import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../server/site/page-address.ts';

// A shared link's tracking parameters neither change the page nor split its cache.

describe('pageAddress', () => {
  it.each([
    ['http://shop.test/shop', '/shop'],
    ['http://shop.test/shop?category=lenses&page=2', '/shop?category=lenses&page=2'],
    ['http://shop.test/shop/lens-50mm?fbclid=IwAR0abc', '/shop/lens-50mm'],
    ['http://shop.test/lifestyle?utm_source=whatsapp&utm_medium=social&page=2', '/lifestyle?page=2'],
    ['http://shop.test/?gclid=x&msclkid=y&igshid=z&UTM_CAMPAIGN=sale', '/'],
    ['http://shop.test/shop?search=canon%20lens&ttclid=1', '/shop?search=canon+lens'],
    ['http://shop.test/shop?utm=kept&source=kept', '/shop?utm=kept&source=kept'],
  ])('renders %s as %s', (requestUrl, address) => {
    expect(pageAddress(requestUrl)).toBe(address);
  });
});
