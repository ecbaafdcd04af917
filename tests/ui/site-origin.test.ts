import { afterEach, describe, expect, it } from 'vitest';
import { siteOrigin } from '../../src/ui/site.ts';

describe('siteOrigin in the browser', () => {
  afterEach(() => document.getElementById('screen-snapshots')?.remove());

  it('is the origin the server rendered the page on (PUBLIC_URL), whatever address the visitor opened', () => {
    const snapshots = document.createElement('script');
    snapshots.type = 'application/json';
    snapshots.id = 'screen-snapshots';
    snapshots.dataset.origin = 'https://ojustudio.ng';
    document.body.append(snapshots);
    expect(siteOrigin()).toBe('https://ojustudio.ng');
  });

  it("is the page's own origin on a page the browser rendered alone", () => {
    expect(siteOrigin()).toBe(window.location.origin);
  });
});
