export { loginNoticeOptions, type LoginNoticeInput, type MessageInput } from './loginNotice.ts';
export { useLoginNotice } from './useLoginNotice.ts';
