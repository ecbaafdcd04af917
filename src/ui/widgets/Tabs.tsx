import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { wrapIndex } from '../../domain/wrap-index.ts';
import * as styles from './Tabs.css.ts';

export interface TabDefinition<K extends string> {
  readonly key: K;
  readonly label: string;
  readonly panel: ReactNode;
  /** Called when the pointer or the focus reaches the tab: a lazily loaded panel can start downloading. */
  readonly onApproach?: () => void;
}

interface TabsProps<K extends string> {
  /** The accessible name of the tab list. */
  readonly label: string;
  readonly tabs: readonly TabDefinition<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the
 * selected tab is in the tab order. The selection belongs to the caller (its machine).
 * Hand-written rather than react-aria's Tabs: that one adds about 25 KB gzip to a route's first
 * load (its collection and selection layers), which the product page's 120 KB budget cannot take.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const moveTo = (index: number) => {
    const wrapped = wrapIndex(index, tabs.length);
    const target = tabs[wrapped];
    if (!target) return;
    onSelect(target.key);
    tabRefs.current[wrapped]?.focus();
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
            onPointerEnter={tab.onApproach}
            onFocus={tab.onApproach}
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
