import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

const TITLE = translate({
  id: 'featureRequests.title',
  message: 'Feature requests',
  description: 'Feature requests page title',
});

export default function FeatureRequestsPage(): ReactNode {
  return (
    <Layout
      title={TITLE}
      description={translate({
        id: 'featureRequests.description',
        message: 'Ideas for the future of Docusaurus',
        description: 'Feature requests page description',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{TITLE}</Heading>
        <p>
          <Translate id="featureRequests.intro" description="Feature requests introduction">
            Ideas for Docusaurus are proposed and discussed in public on GitHub. Describe the problem you want to solve,
            and vote with a reaction on the proposals that matter to you.
          </Translate>
        </p>
        <Link
          className="button button--primary"
          to="https://github.com/facebook/docusaurus/discussions/categories/ideas">
          <Translate id="featureRequests.discussions" description="Link to the GitHub ideas discussions">
            Browse and propose ideas on GitHub
          </Translate>
        </Link>
      </main>
    </Layout>
  );
}
