import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './home.module.css';

// linkLabel names the linked page: a row of identical "Learn more" links tells screen-reader
// users and search engines nothing about where each one leads.
type Feature = {illustration: string; title: string; description: string; link: string; linkLabel: string};

const FEATURES: Feature[] = [
  {
    illustration: '/img/home/markdown.svg',
    title: translate({
      id: 'home.features.markdown.title',
      message: 'Powered by Markdown',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.markdown.description',
      message:
        'Write docs and blog posts in Markdown and MDX next to your code, review them in pull requests, and get a fast static site out of them.',
      description: 'Home feature description',
    }),
    link: '/docs/markdown-features/',
    linkLabel: translate({
      id: 'home.features.markdown.link',
      message: 'Read about Markdown features',
      description: 'Home feature link',
    }),
  },
  {
    illustration: '/img/home/react.svg',
    title: translate({id: 'home.features.react.title', message: 'Built with React', description: 'Home feature title'}),
    description: translate({
      id: 'home.features.react.description',
      message:
        'Use React components inside your content, wrap or replace theme components, and write plugins that add whole sections.',
      description: 'Home feature description',
    }),
    link: '/docs/swizzling/',
    linkLabel: translate({
      id: 'home.features.react.link',
      message: 'Read about swizzling',
      description: 'Home feature link',
    }),
  },
  {
    illustration: '/img/home/translation.svg',
    title: translate({
      id: 'home.features.i18n.title',
      message: 'Ready for translations',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.i18n.description',
      message:
        'Ship the site in every language your readers speak, with translation files for the interface and a folder per locale for content.',
      description: 'Home feature description',
    }),
    link: '/docs/i18n/introduction/',
    linkLabel: translate({
      id: 'home.features.i18n.link',
      message: 'Read about translation',
      description: 'Home feature link',
    }),
  },
  {
    illustration: '/img/home/versioning.svg',
    title: translate({
      id: 'home.features.versioning.title',
      message: 'Document versioning',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.versioning.description',
      message:
        'Keep the docs of every release online, so readers on an older version always find instructions that match what they run.',
      description: 'Home feature description',
    }),
    link: '/docs/versioning/',
    linkLabel: translate({
      id: 'home.features.versioning.link',
      message: 'Read about versioning',
      description: 'Home feature link',
    }),
  },
  {
    illustration: '/img/home/search.svg',
    title: translate({id: 'home.features.search.title', message: 'Content search', description: 'Home feature title'}),
    description: translate({
      id: 'home.features.search.description',
      message: 'Let readers find any page in seconds with a search modal that understands versions and languages.',
      description: 'Home feature description',
    }),
    link: '/docs/search/',
    linkLabel: translate({
      id: 'home.features.search.link',
      message: 'Read about search',
      description: 'Home feature link',
    }),
  },
];

function FeatureCard({illustration, title, description, link, linkLabel}: Feature): ReactNode {
  return (
    <li className={styles.feature}>
      <img src={useBaseUrl(illustration)} alt="" width={160} height={120} loading="lazy" />
      <Heading as="h3">{title}</Heading>
      <p>{description}</p>
      <Link to={link}>{linkLabel}</Link>
    </li>
  );
}

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className={styles.sectionTitle}>
          <Translate id="home.features.title" description="Title of the home feature list">
            Everything a documentation site needs
          </Translate>
        </Heading>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.link} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
