// The card-stock import in a Web Worker: reading and checking 50,000 lines never blocks the page.
import { createImportCore, type CoreRequest } from './importCore.ts';

const handle = createImportCore((answer) => self.postMessage(answer));
self.onmessage = (event: MessageEvent<CoreRequest>) => void handle(event.data);
