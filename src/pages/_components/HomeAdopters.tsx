import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {SORTED_SITES} from '@site/src/data/showcase';
import styles from './home.module.css';

/** Projects from the showcase's favourites, named as facts with a link to their site. */
export default function HomeAdopters(): ReactNode {
  const favorites = SORTED_SITES.filter(({tags}) => tags.includes('favorite'));
  return (
    <section className={styles.section} aria-labelledby="home-adopters">
      <div className="container text--center">
        <Heading as="h2" id="home-adopters" className={styles.sectionTitle}>
          <Translate
            id="home.adopters.title"
            description="Title of the home section listing sites built with Docusaurus">
            Used by projects you know
          </Translate>
        </Heading>
        <ul className={styles.adopters}>
          {favorites.map(({title, website}) => (
            <li key={title}>
              <Link to={website}>{title}</Link>
            </li>
          ))}
        </ul>
        <Link className="button button--outline button--primary" to="/showcase/">
          <Translate id="home.adopters.showcase" description="Link from the home page to the showcase">
            See the showcase
          </Translate>
        </Link>
      </div>
    </section>
  );
}
