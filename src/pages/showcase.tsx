import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

const TITLE = translate({
  id: 'showcase.title',
  message: 'Docusaurus Site Showcase',
  description: 'Showcase page title',
});

export default function Showcase(): ReactNode {
  return (
    <Layout
      title={TITLE}
      description={translate({
        id: 'showcase.description',
        message: 'Websites built with Docusaurus',
        description: 'Showcase page description',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{TITLE}</Heading>
        <p>
          <Translate id="showcase.intro" description="Showcase introduction">
            Projects of every size publish their documentation with Docusaurus. Add yours by opening a pull request on
            the repository.
          </Translate>
        </p>
        <ul>
          <li>
            <Link to="https://reactnative.dev">React Native</Link>
          </li>
          <li>
            <Link to="https://jestjs.io">Jest</Link>
          </li>
          <li>
            <Link to="https://redux.js.org">Redux</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
