declare module '@theme/ChangelogItem' {
  import type {ReactNode} from 'react';

  export default function ChangelogItem(props: {children: ReactNode}): ReactNode;
}
