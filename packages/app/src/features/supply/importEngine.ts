// Runs importCore in a Web Worker (Vite bundles it as its own chunk), or inline in slices where there
// is no Worker (jsdom). One engine per import: a new import starts a new one.
import type { CoreAnswer, CoreRequest } from './importCore.ts';

export interface ImportEngine {
  /** Sends one step and resolves with its answer (progress answers go to `onProgress`). */
  run(request: CoreRequest, onProgress?: (progress: number) => void): Promise<Exclude<CoreAnswer, { type: 'progress' }>>;
  dispose(): void;
}

export function createImportEngine(): ImportEngine {
  let listener: ((answer: CoreAnswer) => void) | null = null;
  const deliver = (answer: CoreAnswer) => listener?.(answer);
  let send: (request: CoreRequest) => void;
  let dispose = () => {};
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./cardImport.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CoreAnswer>) => deliver(event.data);
    worker.onerror = (event) => deliver({ type: 'error', message: event.message || 'worker error' });
    send = (request) => worker.postMessage(request);
    dispose = () => worker.terminate();
  } else {
    let handle: ((request: CoreRequest) => Promise<void>) | null = null;
    send = (request) => {
      void (async () => {
        handle ??= (await import('./importCore.ts')).createImportCore(deliver);
        await handle(request);
      })();
    };
  }
  return {
    run(request, onProgress) {
      return new Promise((resolve, reject) => {
        listener = (answer) => {
          if (answer.type === 'progress') onProgress?.(answer.progress);
          else if (answer.type === 'error') reject(new Error(answer.message));
          else resolve(answer);
        };
        send(request);
      });
    },
    dispose,
  };
}
