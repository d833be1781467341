import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './index.module.css';

type Feature = {title: string; description: string};

const FEATURES: Feature[] = [
  {
    title: translate({
      id: 'home.features.markdown.title',
      message: 'Write Markdown, ship a site',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.markdown.description',
      message: 'Docs, blog posts and pages are Markdown and MDX files in your repository, reviewed like code.',
      description: 'Home feature description',
    }),
  },
  {
    title: translate({
      id: 'home.features.versioning.title',
      message: 'Versioned and translated',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.versioning.description',
      message: 'Keep the docs of every release online and publish them in as many languages as your community speaks.',
      description: 'Home feature description',
    }),
  },
  {
    title: translate({
      id: 'home.features.react.title',
      message: 'Customise with React',
      description: 'Home feature title',
    }),
    description: translate({
      id: 'home.features.react.description',
      message: 'Use components in your content, wrap theme components, or write plugins that add whole new sections.',
      description: 'Home feature description',
    }),
  },
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/">
              <Translate id="home.hero.getStarted" description="Home call to action to the docs">
                Get Started
              </Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="https://docusaurus.new">
              <Translate id="home.hero.tryDemo" description="Home call to action to the online playground">
                Try a Demo
              </Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <div className="row">
          {FEATURES.map(({title, description}) => (
            <section key={title} className="col col--4 margin-bottom--lg">
              <Heading as="h2" className={styles.featureTitle}>
                {title}
              </Heading>
              <p>{description}</p>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
