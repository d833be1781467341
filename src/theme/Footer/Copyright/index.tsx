import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * The copyright line is translated through footer.json, so it carries a `{year}` placeholder
 * instead of a literal year that every translation would have to update each January.
 */
export default function CopyrightWrapper({copyright}: Props): ReactNode {
  return <Copyright copyright={copyright.replace('{year}', String(new Date().getFullYear()))} />;
}
