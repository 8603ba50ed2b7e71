// The 'other' area (spec §2 "Other", §6): requests under /other/ carry `other_token` (R6.1) and an
// ended session answers -3, which leads to /other/service (R2.8). Our design: the service desk of
// partners and API users, with its own log-in. Paths are ours, under /other/inter/.
import * as v from 'valibot';
import { areaEndpoints, count, dateTime, DOCS, noBody, ok } from './define.ts';
import { optionalText, text } from './fields.ts';
import { serviceContactsSchema } from './entities.ts';
import { faqSchema } from './public.ts';

const e = areaEndpoints('other', '/other/inter/');

export const otherAccountSchema = v.object({
  id: count(),
  loginName: v.string(),
  name: v.string(),
  /** What the account is for: an API partner or a channel agent. */
  kind: v.picklist(['partner', 'agent']),
  lastLoginAt: dateTime(),
});

export const other = {
  getServiceInfo: e('getServiceInfo', {
    encoding: 'none',
    auth: 'none',
    summary: DOCS ? '/other/service: service contacts, notice and FAQ of the other area (no login).' : '',
    request: noBody,
    response: v.object({ notice: v.string(), contacts: serviceContactsSchema, faq: v.array(faqSchema) }),
  }),
  login: e('login', {
    auth: 'none',
    summary: DOCS ? 'Log in to the other area; answers the authCode the app stores under `other_token` (R3.3).' : '',
    request: v.object({ loginName: text('账号', 50), password: v.string('请输入密码') }),
    response: v.object({ authCode: v.string(), expiresAt: dateTime(), account: otherAccountSchema }),
  }),
  getAccount: e('getAccount', {
    encoding: 'none',
    auth: 'other',
    summary: DOCS ? 'The logged-in account of the other area.' : '',
    request: noBody,
    response: otherAccountSchema,
  }),
  logout: e('logout', {
    encoding: 'none',
    auth: 'other',
    summary: DOCS ? 'End the other-area session.' : '',
    request: noBody,
    response: ok,
  }),
  doFeedback: e('doFeedback', {
    auth: 'none',
    summary: DOCS ? 'Leave a message for the service desk from /other/service.' : '',
    request: v.object({ content: text('留言内容', 1000), contact: text('联系方式', 50), name: optionalText('称呼', 20) }),
    response: v.object({ id: count(), createdAt: dateTime() }),
  }),
} as const;

export type OtherAccount = v.InferOutput<typeof otherAccountSchema>;
