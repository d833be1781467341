import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
// The grammar of the install command's code block (src/plugins/code-highlighting).
import '@generated/docusaurus-site-prism-on-demand/grammars/bash';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HomeAdopters from './_components/HomeAdopters';
import HomeFeatures from './_components/HomeFeatures';
import styles from './_components/home.module.css';

// The config's tagline is not translatable, so the home page carries its own translated copy.
const TAGLINE = translate({
  id: 'home.tagline',
  message: 'Documentation websites that stay fast, versioned and easy to maintain',
  description: 'Tagline under the site title on the home page, also its meta description',
});

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={112} height={112} />
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{TAGLINE}</p>
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
  );
}

const QUICK_START_COMMANDS = ['npx create-docusaurus@latest my-website classic', 'cd my-website', 'npm start'].join(
  '\n',
);

function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-quick-start">
      <div className={`container ${styles.quickStart}`}>
        <div>
          <Heading as="h2" id="home-quick-start" className={styles.sectionTitle}>
            <Translate id="home.quickStart.title" description="Title of the home quick start section">
              A site in one command
            </Translate>
          </Heading>
          <p>
            <Translate id="home.quickStart.description" description="Home quick start explanation">
              Scaffold a site with docs, a blog and a landing page, start the dev server and edit Markdown: every save
              shows up in the browser. When you are ready, the build is plain HTML, CSS and JavaScript for any static
              host.
            </Translate>
          </p>
          <Link to="/docs/installation/">
            <Translate id="home.quickStart.link" description="Link from the quick start to the installation docs">
              Read the installation guide
            </Translate>
          </Link>
        </div>
        <CodeBlock
          language="bash"
          title={translate({
            id: 'home.quickStart.terminal',
            message: 'Terminal',
            description: 'Title of the code block with the quick start commands',
          })}>
          {QUICK_START_COMMANDS}
        </CodeBlock>
      </div>
    </section>
  );
}

function ClosingCallToAction(): ReactNode {
  return (
    <section className={`${styles.section} ${styles.closing}`} aria-labelledby="home-closing">
      <div className="container text--center">
        <Heading as="h2" id="home-closing" className={styles.sectionTitle}>
          <Translate id="home.closing.title" description="Title of the closing call to action on the home page">
            Start writing docs today
          </Translate>
        </Heading>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            <Translate id="home.closing.docs" description="Closing call to action to the docs">
              Read the docs
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/community/support/">
            <Translate id="home.closing.community" description="Closing call to action to the community">
              Join the community
            </Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description={TAGLINE}>
      <Hero />
      <main>
        <HomeFeatures />
        <QuickStart />
        <HomeAdopters />
        <ClosingCallToAction />
      </main>
    </Layout>
  );
}
