import type {ConsoleMessage} from '@playwright/test';

/**
 * Playwright evaluates its own helpers in every frame; in a frame sandboxed without
 * `allow-scripts` (the srcdoc frame of /tests/pages/embeds/, which holds no script) Chromium
 * blocks that and logs an error that a reader's browser never shows (microsoft/playwright#33343).
 * The full browser logs it now and then, the headless shell nearly always.
 */
export function isPlaywrightBlockedInSandbox(message: ConsoleMessage): boolean {
  return /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(message.text());
}
