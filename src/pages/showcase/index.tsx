import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useUrlState} from '@site/src/utils/useUrlState';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {SORTED_SITES, type Site} from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseFilters from './_components/ShowcaseFilters';
import {NO_FILTERS, filterSites, hasFilters, readFilters, writeFilters} from './_utils';
import styles from './_components/styles.module.css';

const TITLE = translate({
  id: 'showcase.title',
  message: 'Docusaurus Site Showcase',
  description: 'Showcase page title',
});
const DESCRIPTION = translate({
  id: 'showcase.description',
  message: 'Websites people are building with Docusaurus',
  description: 'Showcase page description',
});

// The cards of the first row on a wide screen, whose previews are on screen when the page opens.
const PRIORITY_CARDS = 3;

type SiteListProps = {sites: Site[]; headingId: string; heading: ReactNode; first: boolean};

function SiteList({sites, headingId, heading, first}: SiteListProps): ReactNode {
  return (
    <section className="container margin-top--lg" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId}>
        {heading}
      </Heading>
      {sites.length > 0 ? (
        <ul className={styles.cards}>
          {sites.map((site, index) => (
            <ShowcaseCard key={site.title} site={site} priority={first && index < PRIORITY_CARDS} />
          ))}
        </ul>
      ) : (
        <p>
          <Translate id="showcase.noResults" description="Shown when no site matches the filters">
            No site matches these filters.
          </Translate>
        </p>
      )}
    </section>
  );
}

export default function Showcase(): ReactNode {
  const [filters, updateFilters] = useUrlState({read: readFilters, write: writeFilters, initial: NO_FILTERS});
  const shownSites = filterSites(SORTED_SITES, filters);
  const filtered = hasFilters(filters);

  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="margin-vert--lg">
        <header className="container text--center margin-bottom--lg">
          <Heading as="h1">{TITLE}</Heading>
          <p>{DESCRIPTION}</p>
          <Link className="button button--primary" to="https://github.com/facebook/docusaurus/discussions/7826">
            <Translate id="showcase.addSite" description="Link to submit a site to the showcase">
              Add your site
            </Translate>
          </Link>
        </header>
        <ShowcaseFilters filters={filters} shownCount={shownSites.length} onChange={updateFilters} />
        {!filtered && (
          <SiteList
            headingId="showcase-favorites"
            heading={
              <Translate id="showcase.favorites.title" description="Title of the favourites section">
                Our favorites
              </Translate>
            }
            sites={SORTED_SITES.filter(({tags}) => tags.includes('favorite'))}
            first
          />
        )}
        <SiteList
          headingId="showcase-all"
          heading={
            filtered ? (
              <Translate id="showcase.results.title" description="Title of the filtered site list">
                Matching sites
              </Translate>
            ) : (
              <Translate id="showcase.all.title" description="Title of the full site list">
                All sites
              </Translate>
            )
          }
          sites={shownSites}
          first={filtered}
        />
      </main>
    </Layout>
  );
}
