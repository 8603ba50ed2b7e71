import type { Messages } from '../index.ts';
import { session } from './session.ts';
import { ui } from './ui.ts';

export const en: Messages = {
  ...session,
  ...ui,
};
