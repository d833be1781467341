import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {ARCHIVED_VERSIONS} from '@site/config/archivedVersions';

const TITLE = translate({
  id: 'versions.title',
  message: 'Docusaurus documentation versions',
  description: 'Versions page title',
});

export default function Versions(): ReactNode {
  const versions = useVersions('default');
  return (
    <Layout
      title={TITLE}
      description={translate({
        id: 'versions.description',
        message: 'All versions of the Docusaurus documentation',
        description: 'Versions page description',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{TITLE}</Heading>
        <Heading as="h2">
          <Translate id="versions.hosted.title" description="Heading of the versions hosted on this site">
            Versions on this site
          </Translate>
        </Heading>
        <ul>
          {versions.map((version) => (
            <li key={version.name}>
              <Link to={version.path}>{version.label}</Link>
            </li>
          ))}
        </ul>
        <Heading as="h2">
          <Translate id="versions.archived.title" description="Heading of the archived versions">
            Archived versions
          </Translate>
        </Heading>
        <ul>
          {ARCHIVED_VERSIONS.map(({name, url}) => (
            <li key={name}>
              <Link to={url}>{name}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
