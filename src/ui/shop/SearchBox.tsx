import { useNavigate } from 'react-router';
import type { ShopListingEvent, Suggestion } from '../../machines/shop/shop-listing.machine.ts';
import { Combobox } from '../widgets/Combobox.tsx';

interface SearchBoxProps {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
  readonly highlighted: number;
  readonly send: (event: ShopListingEvent) => void;
}

/**
 * The shop's search: up to five suggestions (image, name, category) under the box. Enter
 * searches the grid, or opens the highlighted suggestion.
 */
export function SearchBox({ text, suggestions, highlighted, send }: SearchBoxProps) {
  const navigate = useNavigate();
  return (
    <Combobox
      label="Search products"
      placeholder="Search cameras, backdrops, lighting…"
      submitLabel="Search"
      clearLabel="Clear search"
      listLabel="Product suggestions"
      text={text}
      options={suggestions.map((suggestion) => ({ id: suggestion.id, label: suggestion.name, detail: suggestion.category || undefined, image: suggestion.image || undefined }))}
      highlighted={highlighted}
      onInput={(value) => send({ type: 'search.input', text: value })}
      onMove={(by) => send({ type: 'suggestions.move', by })}
      onClose={() => send({ type: 'suggestions.close' })}
      onClear={() => send({ type: 'search.clear' })}
      onSubmit={() => send({ type: 'search.submit' })}
      onChoose={(option) => {
        send({ type: 'suggestions.close' });
        void navigate(`/shop/${option.id}`);
      }}
    />
  );
}
