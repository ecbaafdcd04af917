import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseProductListQuery } from '../../domain/catalogue-filters.ts';
import type { shopListingMachine } from '../../machines/shop/shop-listing.machine.ts';
import { liveShopListingMachine } from '../../machines/shop/shop-listing.live.ts';
import { EMPTY_SEARCH, shopListingView } from '../../machines/shop/shop-listing.view.ts';
import { searchView } from '../../machines/shared/search-with-suggestions.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ShopPage } from './ShopPage.tsx';

/** The listing's actor (its filters from the address bar it keeps up to date) and its view. */
export function ShopScreen({ machine }: { readonly machine: typeof shopListingMachine }) {
  const [searchParams] = useSearchParams();
  // Read once: afterwards the machine writes the address bar, not the other way round.
  const [listing] = useState(() => parseProductListQuery(Object.fromEntries(searchParams)));
  const actor = useScreenActor(machine, { listing });
  // The search box is the machine's 'search' child: its own snapshot gives the box.
  const search = useSelector(actor.getSnapshot().children.search, (snapshot) => (snapshot ? searchView(snapshot) : EMPTY_SEARCH));
  const view = useSelector(actor, (snapshot) => shopListingView(snapshot, search));
  return <ShopPage view={view} send={actor.send} />;
}

/** /shop */
export default function ShopRoute() {
  return (
    <>
      <PageMeta
        title="Shop"
        description="Photography gear, backdrops, lighting kits, studio accessories and courses from our Nigerian studio, priced in naira."
        keywords="photography gear Nigeria, backdrops, lighting kits, cameras, studio accessories"
      />
      <ShopScreen machine={liveShopListingMachine} />
    </>
  );
}
