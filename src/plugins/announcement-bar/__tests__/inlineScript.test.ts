import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {INITIALLY_DISMISSED_ATTRIBUTE, announcementBarResetScript} from '../inlineScript';

/** Runs the script against a fake document and storage; returns the attribute it set, if any. */
function runScript(storedId: string | null, {storageThrows = false} = {}): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(announcementBarResetScript('announcementBar-2'), {
    localStorage: {
      getItem: () => {
        if (storageThrows) {
          throw new Error('storage disabled');
        }
        return storedId;
      },
    },
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

  it('does nothing when storage is unavailable', () => {
    expect(runScript('announcementBar-1', {storageThrows: true})).toBeUndefined();
  });

  it('embeds the id as a string literal that cannot close the script tag', () => {
    const script = announcementBarResetScript(`"</script><b>`);
    expect(script).not.toContain('</script>');
    expect(script).toContain(String.raw`"\"\u003c/script>\u003cb>"`);
  });
});
