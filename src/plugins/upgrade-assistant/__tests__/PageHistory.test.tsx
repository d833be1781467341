import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import PageHistory from '../client/PageHistory';

/** The doc being rendered; each test sets it. */
const current = vi.hoisted(() => ({version: 'current', label: 'Canary', id: 'intro', pluginId: 'default'}));

const interpolate = (message: string, values: Record<string, unknown> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

vi.mock('@docusaurus/Translate', () => ({
  default: ({children, values}: {children: string; values?: Record<string, unknown>}) => interpolate(children, values),
  translate: ({message}: {message: string}, values?: Record<string, unknown>) => interpolate(message, values),
}));
vi.mock('@docusaurus/Link', () => ({
  // eslint-disable-next-line @docusaurus/no-html-links -- the stand-in for Link itself
  default: ({to, children}: {to: string; children: ReactNode}) => <a href={to}>{children}</a>,
}));
vi.mock('@docusaurus/useRouteContext', () => ({default: () => ({plugin: {id: current.pluginId}})}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) =>
    name === 'upgrade-assistant'
      ? {docsPluginId: 'default', movedIds: {}}
      : {excludedPluginIds: ['docs-tests'], excludedPermalinks: []},
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => {
  const version = (name: string, label: string, ids: string[]) => ({
    name,
    label,
    docs: ids.map((id) => ({id, path: `/docs/${name === 'current' ? '' : `${name}/`}${id}/`})),
  });
  const versions = [
    version('current', 'Canary', ['intro', 'only-canary']),
    version('3.0.0-beta.0', '3.0.0-beta.0', ['intro']),
    version('2.4.3', '2.4.3', ['intro']),
  ];
  return {
    useDoc: () => ({metadata: {id: current.id, permalink: `/docs/${current.id}/`}}),
    useDocsVersion: () => ({version: current.version, label: current.label, pluginId: current.pluginId}),
    useDocsData: () => ({versions}),
  };
});

const render = (doc: Partial<typeof current>) => {
  Object.assign(current, {version: 'current', label: 'Canary', id: 'intro', pluginId: 'default'}, doc);
  return renderToString(<PageHistory />);
};

describe('PageHistory, as the server renders it', () => {
  it('links the page in each other version and offers to compare with it, closed', () => {
    const html = render({});
    expect(html).toContain('This page in other versions');
    expect(html).toContain('<a href="/docs/2.4.3/intro/">Open in 2.4.3</a>');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Compare with 2.4.3<\/button>/);
    expect(html).toContain('Compare with 3.0.0-beta.0');
    expect(html).not.toContain('Changes from');
  });

  it('says a page exists only in its version and offers no compare', () => {
    const html = render({id: 'only-canary'});
    expect(html).toContain('This page exists only in Canary.');
    expect(html).not.toContain('Compare with');
    expect(html).not.toContain('<a href');
  });

  it('shows nothing for another docs instance', () => {
    expect(render({pluginId: 'community'})).toBe('');
  });
});
