import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useLocaleFormat} from '@site/src/utils/useLocaleFormat';
import type {ReleaseSeries} from '../../releaseSeries';

export type Props = {series: {routeBasePath: string; series: ReleaseSeries[]}};

/** Every 2.x release, grouped by series, each linking to its notes. */
export default function ChangelogSeries({series: {routeBasePath, series}}: Props): ReactNode {
  const {formatDate} = useLocaleFormat();
  const title = translate({
    id: 'changelog.series.title',
    message: 'Docusaurus 2.x releases',
    description: 'Title of the page listing every 2.x release by series',
  });
  return (
    <Layout title={title} description={title}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="changelog.series.intro"
            description="Introduction of the 2.x release series page"
            values={{
              changelog: (
                <Link to={routeBasePath}>
                  <Translate id="changelog.series.changelogLink" description="Link back to the changelog">
                    changelog
                  </Translate>
                </Link>
              ),
            }}>
            {
              'The 2.x series from the first alpha to the last patch release, grouped by series. The {changelog} shows the newest releases first.'
            }
          </Translate>
        </p>
        {series.map(({title: seriesTitle, releases}) => (
          <section key={seriesTitle}>
            <Heading as="h2">{seriesTitle}</Heading>
            <ul>
              {releases.map(({version, date}) => (
                <li key={version}>
                  <Link to={`${routeBasePath}${version}/`}>{version}</Link>{' '}
                  <time dateTime={date}>{formatDate(date)}</time>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
