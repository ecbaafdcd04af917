import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseProductListQuery } from '../../domain/catalogue-filters.ts';
import { liveShopListingMachine } from '../../machines/shop/shop-listing.live.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ShopPage } from './ShopPage.tsx';

/** /shop: the live listing, its filters read from and written to the address bar. */
export default function ShopRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const [initialListing] = useState(() => parseProductListQuery(Object.fromEntries(searchParams)));
  const [machine] = useState(() =>
    liveShopListingMachine.provide({
      actions: {
        writeUrl: (_, { query }) => {
          const params = new URLSearchParams({ ...query }).toString();
          const search = params ? `?${params}` : '';
          if (search !== window.location.search) void navigateRef.current({ search }, { replace: true });
        },
        scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
        lockPageScroll: () => void (document.body.style.overflow = 'hidden'),
        unlockPageScroll: () => void (document.body.style.overflow = ''),
      },
    }),
  );

  return (
    <>
      <PageMeta
        title="Shop"
        description="Photography gear, backdrops, lighting kits, studio accessories and courses from our Nigerian studio, priced in naira."
        keywords="photography gear Nigeria, backdrops, lighting kits, cameras, studio accessories"
      />
      <ShopPage machine={machine} initialListing={initialListing} />
    </>
  );
}
