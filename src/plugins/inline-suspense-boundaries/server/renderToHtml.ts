import {Writable} from 'node:stream';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/**
 * A page as one HTML string, written once everything in it, suspended parts included, has
 * rendered; what core's `renderToHtml` does, with no Suspense boundary moved out of place
 * (`progressiveChunkSize`, see ../README.md).
 */
export function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(collector),
      onError: reject,
    });
  });
}
