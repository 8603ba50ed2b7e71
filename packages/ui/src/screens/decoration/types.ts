import type { ResponseOf } from '@shop/session/contract';
import type { admin } from '@shop/session/contract/admin';

/** What the decoration page offers (block types with defaults, directories, sites, devices, limits). */
export type DecorationOptions = ResponseOf<typeof admin.getDecorationOptions>;
