import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import {docsWithCardDescriptions} from '../src/plugins/doc-card-descriptions';
import {withFormattedLastUpdate, withFormattedPostDates} from '../src/plugins/prerendered-dates';
import {withSectionRoutes} from '../src/plugins/routing-and-prefetch/section-routes';

/**
 * The docs plugin as every docs instance of the site uses it, with the same options as
 * `@docusaurus/plugin-content-docs`: the doc cards' descriptions only on the pages that show
 * cards, and each doc's "last updated" date written out at build time.
 */
export const docsPlugin = withFormattedLastUpdate(docsWithCardDescriptions);

/**
 * The blog plugin as the blog and the test blog use it, with the same options as
 * `@docusaurus/plugin-content-blog`: its routes nested under its base path, and each post's
 * date written out at build time.
 */
export const blogPlugin = withSectionRoutes(withFormattedPostDates(pluginContentBlog), validateBlogOptions);
