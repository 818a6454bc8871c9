import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { scrollTabIntoView } from './scroll-tab-into-view';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while the tab is selected, so a tab loads its data when it is opened. */
  render: () => ReactNode;
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home / End) move between
 * tabs and select them, each panel is labelled by its tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);

  // On a narrow screen the row scrolls: the selected tab (also one opened by /account#settings)
  // is brought into view sideways only, never by scrolling the page.
  useEffect(() => {
    const tab = buttons.current[selectedIndex];
    if (list.current && tab) scrollTabIntoView(list.current, tab);
  }, [selectedIndex]);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  };

  return (
    <div className="ac-tabs">
      <div ref={list} role="tablist" aria-label={label} className="ac-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={`ac-tabs__tab${isSelected ? ' ac-tabs__tab--selected' : ''}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="ac-tabs__panel"
        >
          {tab.id === selected ? tab.render() : null}
        </div>
      ))}
    </div>
  );
}
