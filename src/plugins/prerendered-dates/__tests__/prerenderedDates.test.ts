import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withFormattedLastUpdate, withFormattedPostDates} from '../index';

const NOV_14_2023 = Date.UTC(2023, 10, 14, 22, 13);

const context = (currentLocale: string, calendar: string) =>
  ({i18n: {currentLocale, localeConfigs: {[currentLocale]: {calendar}}}}) as unknown as LoadContext;

/** A stand-in docs plugin that keeps what its `contentLoaded` receives. */
function fakeDocsPlugin(docs: Record<string, unknown>[]) {
  const received: unknown[] = [];
  const plugin = Object.assign(
    () => ({
      name: 'fake-docs',
      loadContent: () => ({loadedVersions: [{versionName: 'current', docs}]}),
      contentLoaded: ({content}: {content: unknown}) => {
        received.push(content);
      },
    }),
    {validateOptions: () => ({})},
  ) as unknown as PluginModule;
  return {plugin, received};
}

async function loadWith(locale: string, calendar: string, docs: Record<string, unknown>[], showLastUpdateTime = true) {
  const {plugin, received} = fakeDocsPlugin(docs);
  const wrapped = withFormattedLastUpdate(plugin);
  const instance = (await wrapped(context(locale, calendar), {id: 'default', showLastUpdateTime})) as {
    loadContent: () => unknown;
    contentLoaded: (args: {content: unknown; actions: unknown; allContent: unknown}) => Promise<void>;
  };
  await instance.contentLoaded({content: instance.loadContent(), actions: {}, allContent: {}});
  return (received[0] as {loadedVersions: {docs: Record<string, unknown>[]}[]}).loadedVersions[0]?.docs;
}

describe('withFormattedLastUpdate', () => {
  it('writes out each dated doc’s last update in the locale and calendar being built, in UTC', async () => {
    const docs = await loadWith('en', 'gregory', [{id: 'a', lastUpdatedAt: NOV_14_2023}, {id: 'b'}]);
    expect(docs).toEqual([{id: 'a', lastUpdatedAt: NOV_14_2023, formattedLastUpdatedAt: 'Nov 14, 2023'}, {id: 'b'}]);
    const [persian] = (await loadWith('fa', 'persian', [{id: 'a', lastUpdatedAt: NOV_14_2023}])) ?? [];
    expect(persian?.formattedLastUpdatedAt).toBe('۲۳ آبان ۱۴۰۲');
  });

  it('keeps the wrapped plugin’s option validation', () => {
    const {plugin} = fakeDocsPlugin([]);
    expect(withFormattedLastUpdate(plugin).validateOptions).toBe(plugin.validateOptions);
  });

  it('stops the build when an instance that shows dates has none to write out', async () => {
    await expect(loadWith('en', 'gregory', [{id: 'a'}])).rejects.toThrow(
      /last-update dates of the docs instance "default"/,
    );
    await expect(loadWith('en', 'gregory', [{id: 'a'}], false)).resolves.toEqual([{id: 'a'}]);
  });
});

describe('withFormattedPostDates', () => {
  it('writes out each post’s date in the locale and calendar being built, in UTC, and hands the rest on', async () => {
    const received: unknown[] = [];
    const blogPlugin = async () =>
      ({
        name: 'fake-blog',
        contentLoaded: ({content}: {content: unknown}) => {
          received.push(content);
        },
      }) as unknown as Plugin<BlogContent>;
    const plugin = await withFormattedPostDates(blogPlugin)(context('pt-BR', 'gregory'), {});
    const post = {id: 'p', metadata: {title: 'Post', date: new Date(NOV_14_2023)}};
    const content = {blogPosts: [post], blogListPaginated: []} as unknown as BlogContent;
    await plugin.contentLoaded?.({content, actions: {} as never});
    expect(received).toEqual([
      {
        blogPosts: [{...post, metadata: {...post.metadata, formattedDate: '14 de novembro de 2023'}}],
        blogListPaginated: [],
      },
    ]);
  });
});
