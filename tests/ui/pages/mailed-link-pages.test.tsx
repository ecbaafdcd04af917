import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { SessionProvider } from '../../../src/ui/app/SessionProvider.tsx';
import VerifyEmailRoute from '../../../src/ui/auth/VerifyEmailRoute.tsx';
import ResetPasswordRoute from '../../../src/ui/auth/ResetPasswordRoute.tsx';
import NewsletterConfirmRoute from '../../../src/ui/pages/NewsletterConfirmRoute.tsx';
import NewsletterUnsubscribeRoute from '../../../src/ui/pages/NewsletterUnsubscribeRoute.tsx';

const MAILED_LINKS: readonly (readonly [string, ComponentType])[] = [
  ['/verify-email/:token', VerifyEmailRoute],
  ['/reset-password/:token', ResetPasswordRoute],
  ['/newsletter/confirm/:token', NewsletterConfirmRoute],
  ['/newsletter/unsubscribe/:token', NewsletterUnsubscribeRoute],
];

describe('the pages a mailed link opens', () => {
  // The pages' machines call the API as they start; what it answers does not matter here.
  afterEach(() => vi.unstubAllGlobals());

  for (const [pattern, Page] of MAILED_LINKS) {
    it(`${pattern} is left out of search engines and never repeats its token in the head`, () => {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      const address = pattern.replace(':token', 'tok3n-from-the-mail');
      const { unmount } = render(
        <MemoryRouter initialEntries={[address]}>
          <ToastContext.Provider>
            <SessionProvider serverRendered={false}>
              <Routes>
                <Route path={pattern} element={<Page />} />
              </Routes>
            </SessionProvider>
          </ToastContext.Provider>
        </MemoryRouter>,
      );
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
      expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
      expect(document.head.innerHTML).not.toContain('tok3n-from-the-mail');
      unmount();
    });
  }
});
