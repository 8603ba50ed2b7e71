import type { Messages } from '../index.ts';
import { session } from './session.ts';

export const en: Messages = {
  ...session,
};
