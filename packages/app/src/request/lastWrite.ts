// When this document's last write succeeded: an answer asked before it may be older than the write, so
// the layers that hand out early answers (api/preloads.ts, routes/earlyReads.ts) stop handing it out.
// Its own module, free of React and SWR, because the early reads load before them.

let lastWrite = Number.NEGATIVE_INFINITY;

/** A write has succeeded now (api/freshness.ts's markWritten). */
export function noteWrite(): void {
  lastWrite = performance.now();
}

/** Whether a read asked at `askedAt` (performance.now()) may be older than a write that succeeded since. */
export function askedBeforeLastWrite(askedAt: number): boolean {
  return askedAt <= lastWrite;
}

/** A new document has seen no write (tests that open a first page load after another). */
export function forgetWrites(): void {
  lastWrite = Number.NEGATIVE_INFINITY;
}
