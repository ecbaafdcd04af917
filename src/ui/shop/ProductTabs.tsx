import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { wrapIndex } from '../../domain/wrap-index.ts';
import * as styles from './ProductPage.css.ts';

export interface TabDefinition<K extends string> {
  readonly key: K;
  readonly label: string;
  readonly panel: ReactNode;
}

interface ProductTabsProps<K extends string> {
  readonly label: string;
  readonly tabs: readonly TabDefinition<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the
 * selected tab is in the tab order. The selection is the caller's (the product machine's).
 * Hand-written rather than react-aria's Tabs, which would add about 25 KB to the product page.
 */
export function ProductTabs<K extends string>({ label, tabs, selected, onSelect }: ProductTabsProps<K>) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  const moveTo = (index: number) => {
    const target = tabs[wrapIndex(index, tabs.length)];
    if (!target) return;
    onSelect(target.key);
    tabRefs.current[wrapIndex(index, tabs.length)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: tabs.length - 1 };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    moveTo(index);
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className={styles.tab}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          className={styles.tabPanel}
          aria-labelledby={`${id}-tab-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== selected}
        >
          {tab.key === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
