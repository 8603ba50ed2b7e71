// The message inbox: the list, the unread count, marking read and deleting.
import { api } from '@shop/session/contract';
import { formatDateTime, paginate, type CustomerRow, type Db } from '#mocks/db/index.ts';
import { fail, reply, route, type MockRoute } from '../kit/framework.ts';

const C = api.customer;

const unreadOf = (db: Db, customer: CustomerRow) => db.messages.filter((m) => m.customerId === customer.id && !m.read).length;

function myMessages(db: Db, customer: CustomerRow, ids: number[]) {
  const rows = db.messages.filter((m) => m.customerId === customer.id && ids.includes(m.id));
  if (rows.length !== new Set(ids).size) fail('消息不存在或已删除');
  return rows;
}

export const messageRoutes: MockRoute[] = [
  route(C.getMessageList, ({ db, body, customer }) => {
    const rows = db.messages
      .filter((m) => m.customerId === customer.id && (body.status === 'all' || (body.status === 'unread') === !m.read))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(({ customerId: _c, ...m }) => ({ ...m, createdAt: formatDateTime(m.createdAt) }));
    return { ...paginate(rows, body.page, body.pageSize), unread: unreadOf(db, customer) };
  }),

  route(C.getUnreadCount, ({ db, customer }) => ({ count: unreadOf(db, customer) })),

  route(C.doMessageRead, ({ db, body, customer }) => {
    if (body.all === 1) {
      for (const m of db.messages) if (m.customerId === customer.id) m.read = true;
    } else {
      if (body.ids === undefined || body.ids.length === 0) fail('请选择要标记为已读的消息');
      for (const m of myMessages(db, customer, body.ids)) m.read = true;
    }
    return reply({ unread: unreadOf(db, customer) }, { msg: '已标记为已读' });
  }),

  route(C.doMessageDelete, ({ db, body, customer }) => {
    const rows = new Set(myMessages(db, customer, body.ids));
    db.messages = db.messages.filter((m) => !rows.has(m));
    return reply({ unread: unreadOf(db, customer) }, { msg: '已删除' });
  }),
];
