import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * Wraps a theme page that sets only its title, so that search engines and link previews also
 * get a description. `describe` returns the translated text: each caller keeps its own
 * `translate()` call, which is how `write-translations` finds the message.
 */
export function withPageDescription<Props extends object>(
  Page: ComponentType<Props>,
  describe: () => string,
): ComponentType<Props> {
  function WithPageDescription(props: Props): ReactNode {
    return (
      <>
        <PageMetadata description={describe()} />
        <Page {...props} />
      </>
    );
  }
  return WithPageDescription;
}
