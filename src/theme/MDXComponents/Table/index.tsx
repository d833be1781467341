import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Infima makes every table a block that scrolls sideways when it is wider
 * than the text column (on a phone, most option tables); a table without a link in it then
 * has nothing a keyboard can reach, so its hidden columns cannot be scrolled into view (axe
 * `scrollable-region-focusable`, WCAG 2.1.1). While it overflows, the table itself takes
 * focus, so the arrow keys scroll it; a table that fits stays out of the tab order.
 */
export default function MDXTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const update = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A region that scrolls must be reachable by keyboard (WCAG 2.1.1), table or not.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
