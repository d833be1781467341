import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import AdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import type {Props as AdmonitionProps} from '@theme/Admonition';

/** `:::experimental` marks features whose API may still change between releases. */
function AdmonitionTypeExperimental(props: AdmonitionProps): ReactNode {
  return (
    <AdmonitionTypeWarning
      title={translate({
        id: 'admonition.experimental.title',
        message: 'experimental',
        description: 'Default title of the :::experimental admonition, shown in capitals like the built-in ones',
      })}
      {...props}
      className="alert--experimental"
    />
  );
}

export default {
  ...AdmonitionTypes,
  experimental: AdmonitionTypeExperimental,
};
