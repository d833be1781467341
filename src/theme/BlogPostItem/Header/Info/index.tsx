import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatPostDate} from '@site/src/plugins/prerendered-dates/formatDates';
import styles from './styles.module.css';

/** The post's date as its metadata carries it written out, else formatted here (src/plugins/prerendered-dates). */
function usePostDate(): {date: string; text: string} {
  const {metadata} = useBlogPost();
  const {formattedDate} = metadata as typeof metadata & {formattedDate?: string};
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return {
    date: metadata.date,
    text: formattedDate ?? formatPostDate(metadata.date, currentLocale, localeConfigs[currentLocale]?.calendar),
  };
}

function ReadingTime({minutes}: {readonly minutes: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const rounded = Math.ceil(minutes);
  return selectMessage(
    rounded,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: rounded},
    ),
  );
}

/**
 * The theme's date and reading time under a post's title, ejected so that the date comes
 * written out with the post instead of from an `Intl.DateTimeFormat` built while the page
 * hydrates; same markup and translations.
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, text} = usePostDate();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{text}</time>
      {metadata.readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={metadata.readingTime} />
        </>
      )}
    </div>
  );
}
