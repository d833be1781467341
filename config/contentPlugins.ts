import {docsWithCardDescriptions} from '../src/plugins/doc-card-descriptions';
import {withFormattedLastUpdate} from '../src/plugins/prerendered-dates';

/**
 * The docs plugin as every docs instance of the site uses it, with the same options as
 * `@docusaurus/plugin-content-docs`: the doc cards' descriptions only on the pages that show
 * cards, and each doc's "last updated" date written out at build time.
 */
export const docsPlugin = withFormattedLastUpdate(docsWithCardDescriptions);
