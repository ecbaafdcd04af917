import type { ShopListingPageEvent } from '../../machines/shop/shop-listing.machine.ts';
import type { SearchBoxView } from '../../machines/shop/shop-listing.view.ts';
import { Combobox } from '../widgets/Combobox.tsx';

interface SearchBoxProps {
  readonly search: SearchBoxView;
  readonly send: (event: ShopListingPageEvent) => void;
}

/**
 * The shop's search: up to five suggestions (image, name, category) under the box. Enter
 * searches the grid, or opens the highlighted suggestion (the machine navigates).
 */
export function SearchBox({ search, send }: SearchBoxProps) {
  return (
    <Combobox
      label="Search products"
      placeholder="Search cameras, backdrops, lighting…"
      submitLabel="Search"
      clearLabel="Clear search"
      listLabel="Product suggestions"
      text={search.text}
      options={search.suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: suggestion.name,
        detail: suggestion.category || undefined,
        image: suggestion.image || undefined,
      }))}
      highlighted={search.highlighted}
      onInput={(value) => send({ type: 'search.input', text: value })}
      onMove={(by) => send({ type: 'suggestions.move', by })}
      onClose={() => send({ type: 'suggestions.close' })}
      onClear={() => send({ type: 'search.clear' })}
      onSubmit={() => send({ type: 'search.submit' })}
      onChoose={(option) => send({ type: 'suggestions.choose', id: option.id })}
    />
  );
}
