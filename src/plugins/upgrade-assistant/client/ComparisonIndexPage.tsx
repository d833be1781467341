import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ComparisonSummary} from '../paths';

export default function ComparisonIndexPage({comparisons}: {comparisons: ComparisonSummary[]}): ReactNode {
  const title = translate({
    id: 'upgradeAssistant.index.title',
    message: 'Compare documentation versions',
    description: 'Title of the page listing the version comparisons',
  });
  return (
    <Layout title={title} description={title}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="upgradeAssistant.index.intro" description="What the version comparisons list">
            Options, CLI commands and flags, doc pages and breaking changes that differ between two versions of the
            docs.
          </Translate>
        </p>
        <ul>
          {comparisons.map(({from, to, path}) => (
            <li key={path}>
              <Link to={path}>
                <Translate
                  id="upgradeAssistant.index.link"
                  description="Link to the comparison of two versions"
                  values={{from: from.label, to: to.label}}>
                  {'From {from} to {to}'}
                </Translate>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
