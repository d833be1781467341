import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugLayout from '@theme/DebugLayout';
import DebugRegistry from '@theme-original/DebugRegistry';

/**
 * The registry lists the module ids the bundler gave each chunk, and the server bundle
 * numbers them differently from the browser's: rendered on the server, the page could only
 * fail hydration. It is rendered in the browser alone.
 */
export default function DebugRegistryInBrowser(): ReactNode {
  return <BrowserOnly fallback={<DebugLayout>{null}</DebugLayout>}>{() => <DebugRegistry />}</BrowserOnly>;
}
