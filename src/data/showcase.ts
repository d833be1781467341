import {translate} from '@docusaurus/Translate';
import {SITES} from './showcaseSites';
import type {Site, TagType} from './showcaseTypes';

export type {Site, TagType};

export type Tag = {label: string; description: string};

export const TAGS: Record<TagType, Tag> = {
  favorite: {
    label: translate({id: 'showcase.tag.favorite.label', message: 'Favorite', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.favorite.description',
      message: 'Our favourite Docusaurus sites, worth looking at first.',
      description: 'Showcase tag description',
    }),
  },
  opensource: {
    label: translate({id: 'showcase.tag.opensource.label', message: 'Open-Source', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.opensource.description',
      message: 'Open-source projects whose docs are built with Docusaurus.',
      description: 'Showcase tag description',
    }),
  },
  product: {
    label: translate({id: 'showcase.tag.product.label', message: 'Product', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.product.description',
      message: 'Documentation of commercial products and services.',
      description: 'Showcase tag description',
    }),
  },
  design: {
    label: translate({id: 'showcase.tag.design.label', message: 'Design', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.design.description',
      message: 'Sites with a strongly customised look.',
      description: 'Showcase tag description',
    }),
  },
  i18n: {
    label: translate({id: 'showcase.tag.i18n.label', message: 'I18n', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.i18n.description',
      message: 'Sites translated into more than one language.',
      description: 'Showcase tag description',
    }),
  },
  versioning: {
    label: translate({id: 'showcase.tag.versioning.label', message: 'Versioning', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.versioning.description',
      message: 'Sites that keep the docs of several versions.',
      description: 'Showcase tag description',
    }),
  },
  large: {
    label: translate({id: 'showcase.tag.large.label', message: 'Large', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.large.description',
      message: 'Very large sites, with more than 200 pages.',
      description: 'Showcase tag description',
    }),
  },
  meta: {
    label: translate({id: 'showcase.tag.meta.label', message: 'Meta', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.meta.description',
      message: 'Sites of Meta (Facebook) open-source projects.',
      description: 'Showcase tag description',
    }),
  },
  personal: {
    label: translate({id: 'showcase.tag.personal.label', message: 'Personal', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.personal.description',
      message: 'Personal websites, blogs and digital gardens.',
      description: 'Showcase tag description',
    }),
  },
  rtl: {
    label: translate({id: 'showcase.tag.rtl.label', message: 'RTL Direction', description: 'Showcase tag label'}),
    description: translate({
      id: 'showcase.tag.rtl.description',
      message: 'Sites written in right-to-left languages such as Arabic, Hebrew or Persian.',
      description: 'Showcase tag description',
    }),
  },
};

export {TAG_TYPES as TAG_LIST, previewFileName} from './showcaseTypes';

/**
 * Every site, sorted by name: `showcaseSites.ts` keeps them in that order (its unit test
 * checks it), so no page sorts them. Sorting in the browser built an `Intl.Collator`, whose
 * locale data cost a long task on the home and showcase pages.
 */
export const SORTED_SITES: readonly Site[] = SITES;
