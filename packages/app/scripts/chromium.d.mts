// Types of chromium.mjs, for the browser tests (e2e/browser.ts) that share it with the benchmark scripts.
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
