import type { Messages } from '../index.ts';
import { app } from './app.ts';
import { session } from './session.ts';

export const en: Messages = {
  ...session,
  ...app,
};
