// The card-key import line format (screens.md "Card stock import"), one grammar for the server (the
// mocks' doCardImport) and the browser's import report (session's cardImport.ts), so what the report
// says before sending is what the import does.
//
//   cardNo                       a key without a password
//   cardNo password              number and password (one space, or `----`)
//   cardNo----password
//   … ║ preview ║ surcharge      optional: the text a buyer who picks this key sees, the extra charge in yuan

/** Lines one doCardImport call takes at most: a bigger import is sent in batches. */
export const MAX_IMPORT_LINES = 10_000;

/** The field separator of the import format. */
export const CARD_LINE_SEPARATOR = '║';

export interface ParsedCardLine {
  cardNo: string;
  password: string;
  preview: string;
  /** Extra charge in integer cents (0 when none). */
  surchargeCents: number;
}

const CARD_NO = /^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/;
const CARD_PASSWORD = /^\S{1,64}$/;
const SURCHARGE = /^\d{1,4}(\.\d{1,2})?$/;
const WHITESPACE = /\s+/;

/** Why a line is malformed, in the server's words. */
export const CARD_LINE_REASONS = {
  separators: `分隔符“${CARD_LINE_SEPARATOR}”最多两个：卡密 ${CARD_LINE_SEPARATOR} 预览 ${CARD_LINE_SEPARATOR} 加价`,
  noKey: '缺少卡密',
  pieces: '卡号和密码之间只能用一个空格或“----”分隔',
  cardNo: '卡号应为4到64位字母、数字、短横线或下划线',
  password: '密码不能为空，且不能超过64个字符',
  preview: '预览文字不能超过40个字符',
  surcharge: '加价金额应为0到9999.99元',
} as const;

/** One trimmed, non-empty line of an import: the key, or why it is malformed. */
export function parseCardLine(line: string): ParsedCardLine | { reason: string } {
  const parts = line.split(CARD_LINE_SEPARATOR).map((p) => p.trim());
  if (parts.length > 3) return { reason: CARD_LINE_REASONS.separators };
  const [key = '', preview = '', surcharge = ''] = parts;
  if (key === '') return { reason: CARD_LINE_REASONS.noKey };
  const pieces = key.includes('----') ? key.split('----').map((p) => p.trim()) : key.split(WHITESPACE);
  if (pieces.length > 2) return { reason: CARD_LINE_REASONS.pieces };
  const [cardNo = '', password = ''] = pieces;
  if (!CARD_NO.test(cardNo)) return { reason: CARD_LINE_REASONS.cardNo };
  if (pieces.length === 2 && !CARD_PASSWORD.test(password)) return { reason: CARD_LINE_REASONS.password };
  if (preview.length > 40) return { reason: CARD_LINE_REASONS.preview };
  if (surcharge !== '' && !SURCHARGE.test(surcharge)) return { reason: CARD_LINE_REASONS.surcharge };
  return { cardNo, password, preview, surchargeCents: surcharge === '' ? 0 : Math.round(Number(surcharge) * 100) };
}

/** One key as a line of the import format (an export can be imported again). */
export function cardLine(card: ParsedCardLine): string {
  const key = card.password === '' ? card.cardNo : `${card.cardNo} ${card.password}`;
  if (card.preview === '' && card.surchargeCents === 0) return key;
  const surcharge = `${Math.floor(card.surchargeCents / 100)}.${String(card.surchargeCents % 100).padStart(2, '0')}`;
  return [key, card.preview, surcharge].join(` ${CARD_LINE_SEPARATOR} `);
}
