import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SrcImage} from '@theme/IdealImage';
import Heading from '@theme/Heading';
import {TAGS, previewFileName, type Site} from '@site/src/data/showcase';
import {PREVIEWS} from '@site/src/data/showcase/index';
import styles from './styles.module.css';

// A card spans the column on phones and a third of the container (at most 400px) beside others.
const CARD_IMAGE_SIZES = '(min-width: 997px) 400px, (min-width: 640px) 50vw, 100vw';

type PreviewModule = string | {default: string} | {src: SrcImage};

/**
 * The image attributes of a site's preview: in a production build, the sizes the
 * ideal-image plugin generated; in development (the plugin's `disableInDev`), the file as is.
 */
function previewSources(site: Site): {src: string; srcSet?: string; width?: number; height?: number} {
  const preview = PREVIEWS[previewFileName(site)] as PreviewModule;
  if (typeof preview === 'string') {
    return {src: preview};
  }
  if ('default' in preview) {
    return {src: preview.default};
  }
  const {src, images, width, height} = preview.src;
  return {src, srcSet: images.map((image) => `${image.path} ${image.width}w`).join(', '), width, height};
}

/**
 * The preview as a plain responsive image: the browser picks the size and lazy-loads it
 * without any script, and the server-rendered HTML requests the first cards' images at
 * once. (The plugin's React component starts loading only after hydration, which made the
 * first preview the page's late LCP.)
 */
function Preview({site, priority}: {site: Site; priority: boolean}): ReactNode {
  return (
    <img
      {...previewSources(site)}
      sizes={CARD_IMAGE_SIZES}
      alt={site.title}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

/** A showcase site; `priority` for the cards on screen when the page opens. */
export default function ShowcaseCard({site, priority = false}: {site: Site; priority?: boolean}): ReactNode {
  return (
    <li className={clsx('card shadow--md', styles.card)}>
      <div className={clsx('card__image', styles.cardImage)}>
        <Preview site={site} priority={priority} />
      </div>
      <div className="card__body">
        <div className={styles.cardHeader}>
          <Heading as="h3" className={styles.cardTitle}>
            <Link to={site.website}>{site.title}</Link>
          </Heading>
          {site.source && (
            <Link to={site.source} className="button button--secondary button--sm">
              <Translate id="showcase.card.sourceLink" description="Link to a showcase site's source code">
                source
              </Translate>
            </Link>
          )}
        </div>
        <p className={styles.cardDescription}>{site.description}</p>
      </div>
      <ul className={clsx('card__footer', styles.cardTags)}>
        {site.tags.map((tag) => (
          <li key={tag} className={styles.cardTag} title={TAGS[tag].description}>
            {TAGS[tag].label.toLowerCase()}
          </li>
        ))}
      </ul>
    </li>
  );
}
