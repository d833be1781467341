import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {comparePath} from '../paths';
import type {Comparison, OptionRef, SchemaChanges} from '../compare';
import styles from './styles.module.css';

type Props = {data: {comparison: Comparison; releasePath: string}};

function schemaLabel(schema: string): string {
  return schema === '@docusaurus/core'
    ? translate({
        id: 'upgradeAssistant.schema.siteConfig',
        message: 'Site config (docusaurus.config.js)',
        description: 'Heading of the site config options in a version comparison',
      })
    : schema.replace('#', ' › ');
}

function OptionName({option}: {option: OptionRef}): ReactNode {
  const code = <code>{option.name}</code>;
  return option.permalink ? <Link to={option.permalink}>{code}</Link> : code;
}

const CHANGE_LABELS = {
  added: translate({id: 'upgradeAssistant.change.added', message: 'Added', description: 'An option that is new'}),
  removed: translate({
    id: 'upgradeAssistant.change.removed',
    message: 'Removed',
    description: 'An option that is gone',
  }),
  renamed: translate({id: 'upgradeAssistant.change.renamed', message: 'Renamed', description: 'An option renamed'}),
  defaultChanged: translate({
    id: 'upgradeAssistant.change.defaultChanged',
    message: 'Default changed',
    description: 'An option whose default value changed',
  }),
};

function SchemaTable({changes}: {changes: SchemaChanges}): ReactNode {
  const rows: {kind: keyof typeof CHANGE_LABELS; key: string; option: ReactNode; detail?: ReactNode}[] = [
    ...changes.added.map((option) => ({
      kind: 'added' as const,
      key: option.name,
      option: <OptionName option={option} />,
    })),
    ...changes.removed.map((option) => ({
      kind: 'removed' as const,
      key: option.name,
      option: <OptionName option={option} />,
    })),
    ...changes.renamed.map(({from, to}) => ({
      kind: 'renamed' as const,
      key: from.name,
      option: <OptionName option={from} />,
      detail: (
        <>
          {'→ '}
          <OptionName option={to} />
        </>
      ),
    })),
    ...changes.defaultChanged.map((option) => ({
      kind: 'defaultChanged' as const,
      key: option.name,
      option: <OptionName option={option} />,
      detail: <>{`${option.from} → ${option.to}`}</>,
    })),
  ];
  return (
    <div className={styles.tableScroll}>
      <table>
        <thead>
          <tr>
            <th>
              <Translate id="upgradeAssistant.column.change" description="Column of a comparison table: kind of change">
                Change
              </Translate>
            </th>
            <th>
              <Translate id="upgradeAssistant.column.option" description="Column of a comparison table: option name">
                Option
              </Translate>
            </th>
            <th>
              <Translate id="upgradeAssistant.column.details" description="Column of a comparison table: details">
                Details
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({kind, key, option, detail}) => (
            <tr key={`${kind} ${key}`} data-change={kind}>
              <td>{CHANGE_LABELS[kind]}</td>
              <td>{option}</td>
              <td>{detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NoChange(): ReactNode {
  return (
    <p>
      <Translate id="upgradeAssistant.noChange" description="A comparison section without any change">
        No change.
      </Translate>
    </p>
  );
}

function Items({items}: {items: {key: string; label: string; content: ReactNode}[]}): ReactNode {
  return items.length === 0 ? (
    <NoChange />
  ) : (
    <ul>
      {items.map(({key, label, content}) => (
        <li key={key}>
          {`${label}: `}
          {content}
        </li>
      ))}
    </ul>
  );
}

export default function ComparisonPage({data: {comparison, releasePath}}: Props): ReactNode {
  const {from, to, schemas, cli, pages, breaking} = comparison;
  const title = translate(
    {
      id: 'upgradeAssistant.title',
      message: 'What changed from {from} to {to}',
      description: 'Title of a version comparison page',
    },
    {from: from.label, to: to.label},
  );
  const added = CHANGE_LABELS.added;
  const removed = CHANGE_LABELS.removed;
  const moved = translate({
    id: 'upgradeAssistant.change.moved',
    message: 'Moved',
    description: 'A doc page that moved',
  });
  return (
    <Layout title={title} description={title}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="upgradeAssistant.intro" description="What a version comparison page is computed from">
            Computed when the site is built, from the option and command tables of both versions' reference pages, their
            sidebars and the changelog.
          </Translate>{' '}
          <Link to={`/${comparePath()}`}>
            <Translate id="upgradeAssistant.otherComparisons" description="Link to the list of version comparisons">
              Other comparisons
            </Translate>
          </Link>
        </p>
        <Heading as="h2" id="options">
          <Translate id="upgradeAssistant.options" description="Heading of the option changes">
            Options
          </Translate>
        </Heading>
        {schemas.length === 0 && <NoChange />}
        {schemas.map((changes) => (
          <section key={changes.schema}>
            <Heading as="h3">{schemaLabel(changes.schema)}</Heading>
            <SchemaTable changes={changes} />
          </section>
        ))}
        <Heading as="h2" id="cli">
          <Translate id="upgradeAssistant.cli" description="Heading of the CLI changes">
            CLI commands and flags
          </Translate>
        </Heading>
        <Items
          items={[
            ...cli.commandsAdded.map((command) => ({
              key: `+${command}`,
              label: added,
              content: <code>{`docusaurus ${command}`}</code>,
            })),
            ...cli.commandsRemoved.map((command) => ({
              key: `-${command}`,
              label: removed,
              content: <code>{`docusaurus ${command}`}</code>,
            })),
            ...cli.flagsAdded.map(({command, flag}) => ({
              key: `+${command} ${flag}`,
              label: added,
              content: <code>{`docusaurus ${command} ${flag}`}</code>,
            })),
            ...cli.flagsRemoved.map(({command, flag}) => ({
              key: `-${command} ${flag}`,
              label: removed,
              content: <code>{`docusaurus ${command} ${flag}`}</code>,
            })),
          ]}
        />
        <Heading as="h2" id="pages">
          <Translate id="upgradeAssistant.pages" description="Heading of the doc page changes">
            Doc pages
          </Translate>
        </Heading>
        <Items
          items={[
            ...pages.added.map((page) => ({
              key: `+${page.id}`,
              label: added,
              content: <Link to={page.permalink}>{page.title}</Link>,
            })),
            ...pages.removed.map((page) => ({
              key: `-${page.id}`,
              label: removed,
              content: <Link to={page.permalink}>{page.title}</Link>,
            })),
            ...pages.moved.map(({from: before, to: after}) => ({
              key: `>${before.id}`,
              label: moved,
              content: (
                <>
                  <Link to={after.permalink}>{after.title}</Link>
                  {` (${[...before.category, before.id].join(' › ')} → ${[...after.category, after.id].join(' › ')})`}
                </>
              ),
            })),
          ]}
        />
        <Heading as="h2" id="breaking">
          <Translate id="upgradeAssistant.breaking" description="Heading of the changelog's breaking changes">
            Breaking changes in the changelog
          </Translate>
        </Heading>
        {breaking.length === 0 ? (
          <p>
            <Translate id="upgradeAssistant.noBreaking" description="No breaking change entry between two versions">
              The changelog has no breaking-change entry for a release between these versions.
            </Translate>
          </p>
        ) : (
          <ul>
            {breaking.map(({version, entry}) => (
              <li key={`${version} ${entry}`}>
                <Link to={`${releasePath}${version}/`}>{version}</Link>
                {`: ${entry}`}
              </li>
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}
