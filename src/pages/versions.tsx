import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {comparePath} from '@site/src/plugins/upgrade-assistant/paths';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {ARCHIVED_VERSIONS} from '@site/config/archivedVersions';

const TITLE = translate({
  id: 'versions.title',
  message: 'Docusaurus documentation versions',
  description: 'Versions page title',
});

/** Release notes of a version: the 3.0 beta has a blog post, 2.x releases a changelog page. */
function releaseNotesOf(versionName: string): string | undefined {
  // The site's changelog ends at 2.4.3; the 3.x release notes live on GitHub.
  if (versionName === 'current') {
    return 'https://github.com/facebook/docusaurus/releases';
  }
  if (versionName === '3.0.0-beta.0') {
    return '/blog/2023/09/29/preparing-your-site-for-docusaurus-v3/';
  }
  return versionName.startsWith('2.') ? `/changelog/${versionName}/` : undefined;
}

function ReleaseNotesLink({versionName}: {versionName: string}): ReactNode {
  const releaseNotes = releaseNotesOf(versionName);
  return releaseNotes ? (
    <Link to={releaseNotes}>
      <Translate id="versions.releaseNotes" description="Link to the release notes of a version">
        Release notes
      </Translate>
    </Link>
  ) : null;
}

function VersionTable({versions}: {versions: {name: string; label: string; docs: string}[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>
            <Translate id="versions.table.version" description="Versions table column: version">
              Version
            </Translate>
          </th>
          <th>
            <Translate id="versions.table.docs" description="Versions table column: documentation">
              Documentation
            </Translate>
          </th>
          <th>
            <Translate id="versions.table.notes" description="Versions table column: release notes">
              Release notes
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map(({name, label, docs}) => (
          <tr key={name}>
            <th scope="row">{label}</th>
            <td>
              <Link to={docs}>
                <Translate id="versions.docsLink" description="Link to the docs of a version">
                  Documentation
                </Translate>
              </Link>
            </td>
            <td>
              <ReleaseNotesLink versionName={name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const toRow = ({name, label, path}: GlobalVersion) => ({name, label, docs: `${path}/`.replace(/\/+$/, '/')});

export default function Versions(): ReactNode {
  const versions = useVersions('default');
  const current = versions.filter(({name}) => name === 'current').map(toRow);
  const released = versions.filter(({name}) => name !== 'current').map(toRow);
  return (
    <Layout
      title={TITLE}
      description={translate({
        id: 'versions.description',
        message: 'Every version of the Docusaurus documentation, with its release notes',
        description: 'Versions page description',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{TITLE}</Heading>
        <Heading as="h2">
          <Translate id="versions.current.title" description="Heading of the current (Canary) version">
            Current version (Canary)
          </Translate>
        </Heading>
        <p>
          <Translate id="versions.current.description" description="What the Canary docs are">
            The Canary docs follow the main branch: they describe the upcoming release, including what landed after the
            latest published version.
          </Translate>
        </p>
        <VersionTable versions={current} />
        <Heading as="h2">
          <Translate id="versions.released.title" description="Heading of the released versions">
            Released versions
          </Translate>
        </Heading>
        <p>
          <Translate id="versions.released.description" description="What the released versions are">
            Documentation frozen at each release, as it was true for that version.
          </Translate>
        </p>
        <VersionTable versions={released} />
        <p>
          <Link to={`/${comparePath()}`}>
            <Translate id="versions.compareLink" description="Link from the versions page to the version comparisons">
              Compare two versions: options, CLI, pages and breaking changes
            </Translate>
          </Link>
        </p>
        <Heading as="h2">
          <Translate id="versions.archived.title" description="Heading of the archived versions">
            Archived versions
          </Translate>
        </Heading>
        <p>
          <Translate id="versions.archived.description" description="What the archived versions are">
            Older releases are hosted as separate snapshots of the site as it was at the time.
          </Translate>
        </p>
        <VersionTable versions={ARCHIVED_VERSIONS.map(({name, url}) => ({name, label: name, docs: url}))} />
      </main>
    </Layout>
  );
}
