/**
 * Copies the Markdown at `href` to the clipboard. Loaded when the reader first presses
 * "Copy page", so pages do not carry it. The clipboard item takes the pending download,
 * which keeps the reader's click valid for browsers that require one (Safari).
 */
export async function copyTwin(href: string): Promise<void> {
  const text = fetch(href).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${href} answered ${response.status}`);
    }
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain')) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
