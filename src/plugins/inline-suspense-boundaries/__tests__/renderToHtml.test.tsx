import {lazy, Suspense, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {exportedNames, installedPackageFile} from '@site/src/utils/installedModules';
import {RENDER_TO_HTML_PATTERN} from '../index';
import {renderToHtml} from '../server/renderToHtml';

describe("core's renderToHtml", () => {
  const installed = installedPackageFile('@docusaurus/core', 'lib/client/renderToHtml.js');

  it('is matched by the replacement pattern where it is installed', () => {
    expect(installed).toMatch(RENDER_TO_HTML_PATTERN);
  });

  it('still exports only what the replacement provides', () => {
    expect(exportedNames(installed)).toEqual(['renderToHtml']);
  });
});

describe('renderToHtml', () => {
  const FALLBACK = 'Plain text';
  const paragraph = (index: number) => <p key={index}>{`Paragraph ${index} of a page long enough to be streamed.`}</p>;

  /** A page of about 20 kB whose last part suspends once, as a code block waiting for its grammar does. */
  function Page(): ReactNode {
    const Suspended = lazy(async () => ({
      default: () => <section>{Array.from({length: 40}, (_, i) => paragraph(i))}</section>,
    }));
    return (
      <main>
        {Array.from({length: 300}, (_, i) => paragraph(i))}
        <Suspense fallback={<p>{FALLBACK}</p>}>
          <Suspended />
        </Suspense>
      </main>
    );
  }

  it('writes a suspended boundary in place, past the point where React would move it out', async () => {
    const html = await renderToHtml(<Page />);
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toContain('<!--$--><section><p>Paragraph 0 of');
    expect(html).not.toContain('<template');
    expect(html).not.toContain(FALLBACK);
    expect(html).not.toContain('<script');
  });

  it('rejects with the error of a component that throws', async () => {
    function Broken(): ReactNode {
      throw new Error('broken component');
    }
    await expect(renderToHtml(<Broken />)).rejects.toThrow('broken component');
  });
});
