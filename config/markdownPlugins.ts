import remarkMath from 'remark-math';
import remarkKatexStylesheet from '../src/remark/katex-stylesheet';
import {languageClosures} from '../src/plugins/code-highlighting/languageClosures';
import rehypeStaticHighlight from '../src/plugins/code-highlighting/rehypeStaticHighlight';
import rehypeHydrationSlices from '../src/plugins/hydration-transitions/rehypeHydrationSlices';
import remarkStaticDiagrams from '../src/plugins/static-diagrams/remarkStaticDiagrams';
import rehypeStaticMath from '../src/plugins/static-math/rehypeStaticMath';
import {darkCodeTheme, lightCodeTheme, prism} from './prism';
import {withServerOnlyOptions} from './serverOnlyOptions';

/** Code blocks highlighted at build time (src/plugins/code-highlighting), for every content plugin. */
export const rehypeCodeHighlighting = withServerOnlyOptions(rehypeStaticHighlight, {
  languages: [...languageClosures(prism.additionalLanguages).keys()],
  additionalLanguages: prism.additionalLanguages,
  magicComments: prism.magicComments,
  themes: {light: lightCodeTheme, dark: darkCodeTheme},
});

/**
 * Shared by every docs, blog and pages instance so math works everywhere, so that code
 * blocks arrive highlighted (src/plugins/code-highlighting), Mermaid diagrams drawn
 * (src/plugins/static-diagrams) and formulas as KaTeX's HTML (src/plugins/static-math), not
 * as elements for React to build.
 */
/**
 * A long doc's content hydrated in slices (src/plugins/hydration-transitions): last, so that
 * it counts the elements the other plugins leave. With about 400 elements a slice the API
 * config reference's content is 4 slices, hydrated in tasks of their own; 200 measured the same.
 */
export const rehypeDocHydrationSlices = withServerOnlyOptions(rehypeHydrationSlices, {sliceElements: 400});

export const markdownPlugins = {
  remarkPlugins: [remarkMath, remarkKatexStylesheet, remarkStaticDiagrams],
  // The math first: a ```math block is a formula, not code.
  rehypePlugins: [rehypeStaticMath, rehypeCodeHighlighting],
};
