/**
 * Whether a same-site URL names a file (`/assets/files/notes-1a2b3c.txt`, `/img/logo.svg`)
 * rather than a page route. A file name ends in an extension holding a letter, so version
 * routes such as `/docs/2.4.3` are not taken for files.
 */
export function isFileUrl(url: string): boolean {
  const [pathname = ''] = url.split(/[?#]/, 1);
  const fileName = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z\d]*[a-z][a-z\d]*$/i.test(fileName);
}
