import type { CoreMessages } from '../index.ts';
import { app } from './app.ts';
import { session } from './session.ts';

export const en: CoreMessages = {
  ...session,
  ...app,
};
