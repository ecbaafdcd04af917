import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { ShopListingEvent, Suggestion } from '../../machines/shop/shop-listing.machine.ts';
import { visuallyHidden } from './controls.css.ts';
import * as styles from './ShopPage.css.ts';

interface SearchBoxProps {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
  readonly highlighted: number;
  readonly send: (event: ShopListingEvent) => void;
}

/**
 * The search box: a combobox whose listbox holds up to five suggestions (image, name, category).
 * Enter searches the grid, or opens the highlighted suggestion; arrows move, Escape closes.
 */
export function SearchBox({ text, suggestions, highlighted, send }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = suggestions.length > 0;
  const active = suggestions[highlighted];

  const choose = (suggestion: Suggestion) => {
    send({ type: 'suggestions.close' });
    void navigate(`/shop/${suggestion.id}`);
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (active) choose(active);
        else send({ type: 'search.submit' });
      }}
    >
      <label htmlFor={`${id}-input`} className={visuallyHidden}>
        Search products
      </label>
      <input
        id={`${id}-input`}
        className={styles.searchInput}
        type="search"
        placeholder="Search cameras, backdrops, lighting…"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={active ? optionId(highlighted) : undefined}
        value={text}
        onChange={(event) => send({ type: 'search.input', text: event.target.value })}
        onBlur={() => send({ type: 'suggestions.close' })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            send({ type: 'suggestions.move', by: event.key === 'ArrowDown' ? 1 : -1 });
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            send({ type: 'suggestions.close' });
          }
        }}
      />
      {text !== '' && (
        <button type="button" className={styles.searchClear} aria-label="Clear search" onClick={() => send({ type: 'search.clear' })}>
          ×
        </button>
      )}
      <button type="submit" className={styles.searchSubmit}>
        Search
      </button>
      {open && (
      <ul id={listId} role="listbox" aria-label="Product suggestions" className={styles.suggestions}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className={styles.suggestion}
            // Keep the focus in the box, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.image ? <img className={styles.suggestionImage} src={suggestion.image} alt="" /> : <span className={styles.suggestionImage} />}
            <span className={styles.suggestionText}>
              <span className={styles.suggestionName}>{suggestion.name}</span>
              {suggestion.category && <span className={styles.suggestionCategory}>{suggestion.category}</span>}
            </span>
          </li>
        ))}
      </ul>
      )}
    </form>
  );
}
