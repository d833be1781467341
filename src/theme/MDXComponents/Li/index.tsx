import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import Li from '@theme-original/MDXComponents/Li';
import type {Props} from '@theme/MDXComponents/Li';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** Whether a list item's child is the checkbox that remark-gfm puts first in a task list item. */
function isTaskCheckbox(child: ReactNode): child is ReactElement<InputProps> {
  return isValidElement<InputProps>(child) && child.type === 'input' && child.props.type === 'checkbox';
}

/**
 * A GFM task list item (`- [x] Done`) renders a bare `<input type="checkbox">` that nothing
 * names (axe `label`, critical); here the checkbox is named by its list item's text.
 */
export default function MDXLiWithTaskLabel(props: Props): ReactNode {
  const generatedId = useId();
  if (!props.className?.split(' ').includes('task-list-item')) {
    return <Li {...props} />;
  }
  const id = props.id ?? generatedId;
  const children = Children.map(props.children, (child) =>
    isTaskCheckbox(child) ? cloneElement(child, {'aria-labelledby': id}) : child,
  );
  return (
    <Li {...props} id={id}>
      {children}
    </Li>
  );
}
