import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Image from '@theme/IdealImage';
import Heading from '@theme/Heading';
import {TAGS, previewFileName, type Site} from '@site/src/data/showcase';
import {PREVIEWS} from '@site/src/data/showcase/index';
import styles from './styles.module.css';

type PreviewImage = ComponentProps<typeof Image>['img'];

function previewOf(site: Site): PreviewImage {
  return PREVIEWS[previewFileName(site)] as PreviewImage;
}

export default function ShowcaseCard({site}: {site: Site}): ReactNode {
  return (
    <li className={clsx('card shadow--md', styles.card)}>
      <div className={clsx('card__image', styles.cardImage)}>
        <Image img={previewOf(site)} alt={site.title} />
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
