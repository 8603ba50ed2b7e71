import { describe, expect, it } from 'vitest';
import { documentTitle } from '../src/index.ts';
import { zhCN } from '../src/messages/index.ts';
import { en } from '../src/messages/en/index.ts';

describe('R2.2 route title + site title joined with a hyphen', () => {
  it('joins both', () => {
    expect(documentTitle({ routeTitle: '我的订单', siteTitle: '卡密商城' }, zhCN)).toBe('我的订单 - 卡密商城');
  });
  it('leaves out an empty part (return pages have an empty title)', () => {
    expect(documentTitle({ routeTitle: '', siteTitle: '卡密商城' }, zhCN)).toBe('卡密商城');
    expect(documentTitle({ routeTitle: '登录', siteTitle: null }, zhCN)).toBe('登录');
    expect(documentTitle({ routeTitle: '  ', siteTitle: ' ' }, zhCN)).toBe('');
  });
});

describe('R2.3 unread-count prefix', () => {
  it.each([
    [3, '(3) 消息中心 - 卡密商城'],
    [120, '(120) 消息中心 - 卡密商城'],
    [0, '消息中心 - 卡密商城'],
    [-2, '消息中心 - 卡密商城'],
    [Number.NaN, '消息中心 - 卡密商城'],
  ])('%s unread', (unread, title) => {
    expect(documentTitle({ routeTitle: '消息中心', siteTitle: '卡密商城', unread }, zhCN)).toBe(title);
  });
});

describe('R2.4 decoration page', () => {
  it('has its own title without the brand part', () => {
    expect(documentTitle({ routeTitle: '装修', siteTitle: '卡密商城', decoration: true }, en)).toBe('website decoration - sales system');
    expect(documentTitle({ routeTitle: '装修', siteTitle: '卡密商城', decoration: true, unread: 2 }, zhCN)).toBe('(2) 网站装修 - 销售系统');
  });
});
