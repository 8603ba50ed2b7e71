import type { CoreMessages } from '../index.ts';
import { app } from './app.ts';
import { session } from './session.ts';
import { shell } from './shell.ts';
import { ui } from './ui.ts';

export const en: CoreMessages = {
  ...session,
  ...app,
  ...ui,
  ...shell,
};
