import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import {withTestsBlogNoIndex} from '@site/src/components/TestsBlogNoIndex';

// Every blog page except the archive renders through BlogLayout.
export default withTestsBlogNoIndex<Props>(BlogLayout);
