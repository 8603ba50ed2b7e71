import { app } from './app.ts';
import { session } from './session.ts';
import { shell } from './shell.ts';
import { ui } from './ui.ts';

/** The zh-CN catalogue, the default locale. Each area of the product keeps its strings in its own part. */
export const zhCN = {
  ...session,
  ...app,
  ...ui,
  ...shell,
} as const;
