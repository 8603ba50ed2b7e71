import type { CoreMessages } from '../index.ts';
import { app } from './app.ts';
import { session } from './session.ts';
import { ui } from './ui.ts';

export const en: CoreMessages = {
  ...session,
  ...app,
  ...ui,
};
