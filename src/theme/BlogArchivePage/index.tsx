import BlogArchivePage from '@theme-original/BlogArchivePage';
import type {Props} from '@theme/BlogArchivePage';
import {withTestsBlogNoIndex} from '@site/src/components/TestsBlogNoIndex';

// The archive page renders the site Layout directly, without BlogLayout.
export default withTestsBlogNoIndex<Props>(BlogArchivePage);
