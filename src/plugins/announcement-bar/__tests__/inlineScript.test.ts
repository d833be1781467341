import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {INITIALLY_DISMISSED_ATTRIBUTE, announcementBarResetScript} from '../inlineScript';

const SITE_STORAGE = {type: 'sessionStorage', namespace: '-4a2'} as const;

/** Runs the script against a fake document and storage; returns the attribute it set, if any. */
function runScript(storedId: string | null, {storageThrows = false} = {}): string | undefined {
  const attributes: Record<string, string> = {};
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) {
        throw new Error('storage disabled');
      }
      return key === 'docusaurus.announcement.id-4a2' ? storedId : null;
    },
  };
  runInNewContext(announcementBarResetScript('announcementBar-2', SITE_STORAGE), {
    window: {sessionStorage: storage},
    document: {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}},
  });
  return attributes[INITIALLY_DISMISSED_ATTRIBUTE];
}

describe('announcement bar reset script', () => {
  it('shows the bar when an older announcement was dismissed', () => {
    expect(runScript('announcementBar-1')).toBe('false');
  });

  it('leaves the theme decision alone for the current announcement or a first visit', () => {
    expect(runScript('announcementBar-2')).toBeUndefined();
    expect(runScript(null)).toBeUndefined();
    expect(runScript('null')).toBeUndefined();
  });

  it("reads the site's storage under its namespaced key", () => {
    expect(runScript('announcementBar-1')).toBe('false');
    expect(announcementBarResetScript('a', {type: 'localStorage', namespace: ''})).toContain(
      `window["localStorage"].getItem("docusaurus.announcement.id")`,
    );
  });

  it('does nothing when storage is unavailable', () => {
    expect(runScript('announcementBar-1', {storageThrows: true})).toBeUndefined();
  });

  it('embeds the id as a string literal that cannot close the script tag', () => {
    const script = announcementBarResetScript(`"</script><b>`, SITE_STORAGE);
    expect(script).not.toContain('</script>');
    expect(script).toContain(String.raw`"\"\u003c/script>\u003cb>"`);
  });
});
