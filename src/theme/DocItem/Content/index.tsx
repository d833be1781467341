import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {isTranslatedDocSource} from '@site/src/utils/translatedDoc';
import {useLocaleConfig} from '@site/src/utils/useLocaleConfig';
import CopyPageControl from '@site/src/plugins/markdown-twins/client/CopyPageControl';
import {withHydrationSlice} from '@site/src/plugins/hydration-transitions/client/HydrationSlice';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The doc's title and Markdown content, hydrated on their own after the page around them
 * (src/plugins/hydration-transitions), so a long page's elements do not lengthen the first
 * commit; re-rendered only when the content changes.
 */
const SlicedContent = withHydrationSlice(Content);

/** True when the page is in another locale than the default but its doc fell back to English. */
function useIsFallbackDoc(): boolean {
  const {
    i18n: {currentLocale, defaultLocale, path},
  } = useDocusaurusContext();
  const {path: localePath} = useLocaleConfig();
  const {metadata} = useDoc();
  return currentLocale !== defaultLocale && !isTranslatedDocSource(metadata.source, {i18nPath: path, localePath});
}

/**
 * Every doc gets "Copy page" and "View as Markdown" above its title (src/plugins/markdown-twins).
 * Docs without a translation show the English text (the framework's fallback); a notice in
 * the reader's language says so, and the English content is marked up as English so screen
 * readers pronounce it correctly and it reads left to right inside a right-to-left page. The
 * content is a hydration slice (see `SlicedContent`).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {
    i18n: {defaultLocale},
  } = useDocusaurusContext();
  const {htmlLang, direction} = useLocaleConfig(defaultLocale);
  const isFallback = useIsFallbackDoc();
  const {metadata} = useDoc();
  const copyControl = <CopyPageControl permalink={metadata.permalink} />;
  if (!isFallback) {
    return (
      <>
        {copyControl}
        <SlicedContent {...props} />
      </>
    );
  }
  return (
    <>
      {copyControl}
      <div className={`alert alert--info ${styles.notice}`} role="note">
        <Translate
          id="docs.fallbackNotice"
          description="Notice on a doc page shown in English because it has no translation">
          This page has not been translated yet, so it is shown in English.
        </Translate>
      </div>
      <div lang={htmlLang} dir={direction}>
        <SlicedContent {...props} />
      </div>
    </>
  );
}
