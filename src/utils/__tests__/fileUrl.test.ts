import {describe, expect, it} from 'vitest';
import {isFileUrl} from '../fileUrl';

describe('isFileUrl', () => {
  it('recognises bundled and static files', () => {
    expect(isFileUrl('/assets/files/docusaurus-asset-example-7207767b.txt')).toBe(true);
    expect(isFileUrl('/img/docs/static-folder-flow.svg')).toBe(true);
    expect(isFileUrl('/files/slides.pdf#page=2')).toBe(true);
    expect(isFileUrl('/fr/files/archive.tar.gz?download=1')).toBe(true);
    expect(isFileUrl('./example.json')).toBe(true);
  });

  it('leaves page routes alone, version numbers included', () => {
    expect(isFileUrl('/docs/')).toBe(false);
    expect(isFileUrl('/docs/installation')).toBe(false);
    expect(isFileUrl('/docs/2.4.3')).toBe(false);
    expect(isFileUrl('/docs/3.0.0-beta.0/')).toBe(false);
    expect(isFileUrl('/changelog/2.0.0-beta.21#bug-fixes')).toBe(false);
    expect(isFileUrl('#see.also')).toBe(false);
  });
});
