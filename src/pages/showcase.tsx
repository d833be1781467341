import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

/** Replaced by the typed showcase data file when the showcase lands. */
const SITES = [
  {name: 'React Native', url: 'https://reactnative.dev'},
  {name: 'Jest', url: 'https://jestjs.io'},
  {name: 'Redux', url: 'https://redux.js.org'},
];

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
          {SITES.map(({name, url}) => (
            <li key={url}>
              <Link to={url}>{name}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
