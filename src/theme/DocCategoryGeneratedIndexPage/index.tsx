import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import TwinHeadLink from '@site/src/plugins/markdown-twins/client/TwinHeadLink';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** Adds the link to the category index's Markdown twin (src/plugins/markdown-twins) to its head. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <TwinHeadLink permalink={props.categoryGeneratedIndex.permalink} />
    </>
  );
}
