// The 'other' area (/other/): its service page (no login), its own log-in and session (-3 when it
// ends), and a message box for the service desk.
import { api } from '@shop/session/contract';
import { formatDateTime, issueSession, nextId, type OtherAccountRow } from '#mocks/db/index.ts';
import { SESSION_TTL_MS, fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { FAQ, SERVICE_CONTACTS } from './public.ts';

const O = api.other;

const accountView = (row: OtherAccountRow) => ({
  id: row.id,
  loginName: row.loginName,
  name: row.name,
  kind: row.kind,
  lastLoginAt: formatDateTime(row.lastLoginAt),
});

export const otherRoutes: MockRoute[] = [
  route(O.getServiceInfo, () => ({
    notice: '开放平台与渠道合作请登录后台；对接问题请先查看常见问题，或在下方留言，我们会在1个工作日内回复。',
    contacts: { ...SERVICE_CONTACTS, email: 'open@yunka.example.com' },
    faq: [
      { id: 101, question: '接口签名失败怎么办？', answer: '请确认使用最新的密钥，参数按字典序排列后拼接密钥再计算MD5。' },
      { id: 102, question: '如何申请成为渠道代理？', answer: '在下方留言留下联系方式，商务会在1个工作日内联系您。' },
      ...FAQ.slice(0, 2),
    ],
  })),

  route(O.login, ({ db, body, now }) => {
    const account = db.otherAccounts.find((a) => a.loginName.toLowerCase() === body.loginName.toLowerCase());
    if (!account || account.password !== body.password) fail('账号或密码错误');
    const session = issueSession(db, 'other', account.id, now, SESSION_TTL_MS.other);
    account.lastLoginAt = now;
    return reply(
      { authCode: session.token, expiresAt: formatDateTime(session.expiresAt), account: accountView(account) },
      { msg: '登录成功' },
    );
  }),

  route(O.getAccount, ({ other }) => accountView(other)),

  route(O.logout, ({ db, session }) => {
    db.sessions = db.sessions.filter((s) => s !== session);
    return reply(null, { msg: '已退出登录' });
  }),

  route(O.doFeedback, ({ db, body, now }) => {
    const row = { id: nextId(db, 'feedback'), content: body.content, contact: body.contact, name: body.name, createdAt: now };
    db.feedback.push(row);
    return reply({ id: row.id, createdAt: formatDateTime(now) }, { msg: '留言已提交，我们会尽快联系您' });
  }),
];
