import {type KeyboardEvent, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// The tabs' state and its helpers have no public entry point; these are the ones the
// theme's own Tabs uses (listed in src/plugins/framework-internals/README.md).
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

/** The row of tabs: a click or Enter selects one, the arrow keys move focus along the row. */
function TabList({className}: {readonly className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabs: HTMLLIElement[] = [];

  const select = (event: SyntheticEvent<HTMLLIElement>) => {
    const tab = event.currentTarget;
    const value = tabValues[tabs.indexOf(tab)]?.value;
    if (value !== undefined && value !== selectedValue) {
      // Selecting a tab changes the height of the content above it in other tab sets of
      // the same group; the selected tab stays where the reader's pointer is.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs.at(-1))?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(tab) => {
              if (tab) tabs.push(tab);
            }}
            onKeyDown={onKeyDown}
            onClick={select}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The classic theme's Tabs, less its remount after hydration: it keys the whole tab set on
 * "is this the browser", so on a first visit every tab set, with every code block in its
 * panels, is built a second time right after hydration. The remount is not needed: the
 * server and the first browser render both show the default tab, and the choice from the
 * query string or from storage is applied by the tabs' state after hydration (a layout
 * effect in `useTabsContextValue`), an ordinary re-render of the tabs and panels that change.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabsContainer)}>
        {/* The theme gives `className` to the tab list, not to the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
