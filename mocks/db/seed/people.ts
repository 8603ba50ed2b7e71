// The seed's named accounts, their log-ins and ready-made tokens (documented in mocks/README.md).

/** Log-ins of the seed users, one per role and login-notice variant. */
export const SEED_LOGINS = {
  /** Customer, 黄金会员, balance and orders, sale password 123456, Weixin and mobile bound; logs in from the same place as last time (登录地址无异常). */
  demo: { id: 1, loginName: 'demo', password: 'demo123456', salePwd: '123456' },
  /** Customer, 白银会员, e-mail bound, no sale password; logs in from another city than last time (登录地址与上次不一致). */
  traveler: { id: 2, loginName: 'traveler', password: 'travel123456', salePwd: null },
  /** A new customer with no log-in yet: after logging in the log has only the current entry. */
  newbie: { id: 3, loginName: 'newbie', password: 'newbie123456', salePwd: null },
  /** Vip (reseller) merchant with the site 小鹿数码商城 (/s/xiaolu), child sites and customers. */
  vipshop: { id: 4, loginName: 'vipshop', password: 'vip123456', salePwd: '654321' },
  /** Supplier of game cards, software keys and physical goods, with card stock, hand orders and settlements. */
  supplier: { id: 5, loginName: 'supplier', password: 'supply123456', salePwd: '112233' },
  /** A disabled account: log-in is refused. */
  banned: { id: 6, loginName: 'banned', password: 'banned123456', salePwd: null },
} as const;

/** Admins under the admin path (default `shopadmin`). */
export const SEED_ADMINS = {
  /** Role ids 1,2,3 with verifyRole "1": routes of other roles answer 403. */
  admin: { id: 1, username: 'admin', password: 'admin123456', roleIds: [1, 2, 3], verifyRole: '1' as const },
  /** verifyRole "0": every admin route is allowed (R4.4). */
  root: { id: 2, username: 'root', password: 'root123456', roleIds: [1], verifyRole: '0' as const },
  /** Decoration only (role 3). */
  designer: { id: 3, username: 'designer', password: 'design123456', roleIds: [3], verifyRole: '1' as const },
};

/** The other area (/other/). */
export const SEED_OTHER = {
  service: { id: 1, loginName: 'service', password: 'service123456' },
  agent: { id: 2, loginName: 'agent01', password: 'agent123456' },
};

/**
 * Tokens the seed already holds (they expire in 2099), so stories and tests can call logged-in
 * endpoints without logging in: send one as the `Authorization` header.
 */
export const SEED_TOKENS = {
  demo: 'seed-token-demo',
  traveler: 'seed-token-traveler',
  vipshop: 'seed-token-vipshop',
  supplier: 'seed-token-supplier',
  admin: 'seed-token-admin',
  root: 'seed-token-root',
  designer: 'seed-token-designer',
  other: 'seed-token-other',
  /** An expired customer token (demo's): calls answer -2. */
  expired: 'seed-token-expired',
} as const;

/** The verification code every mock SMS and e-mail carries. */
export const MOCK_VERIFY_CODE = '123456';

/** Where log-ins come from (IP and the place the server resolves it to). */
export const PLACES = {
  shanghai: { ip: '116.228.12.45', address: '上海市 电信' },
  beijing: { ip: '123.120.33.18', address: '北京市 联通' },
  shenzhen: { ip: '113.88.45.201', address: '广东省深圳市 电信' },
  guangzhou: { ip: '14.155.66.9', address: '广东省广州市 电信' },
  hangzhou: { ip: '60.191.23.77', address: '浙江省杭州市 电信' },
  chengdu: { ip: '221.237.11.8', address: '四川省成都市 电信' },
  wuhan: { ip: '58.48.90.2', address: '湖北省武汉市 移动' },
  nanjing: { ip: '180.110.5.66', address: '江苏省南京市 电信' },
} as const;

export const NICKNAMES = [
  '星河漫步',
  '阿杰',
  '小鹿乱撞',
  '柠檬不萌',
  '夜航船',
  '橘子汽水',
  '南风知我意',
  '一只咸鱼',
  '云端旅人',
  '半糖主义',
  '北岛',
  '山海',
  '慢慢来',
  '不吃香菜',
  '猫系少年',
  '晴天见',
  '墨白',
  '林间小屋',
  '夏日限定',
  '老王数码',
  '海盐芝士',
  '青柠',
  '九月',
  '风吹麦浪',
  '月亮邮递员',
  '阿珂',
  '早睡早起',
  '清风徐来',
  '可乐加冰',
  '路人甲',
] as const;

export const PINYIN = [
  'xinghe',
  'ajie',
  'xiaolu',
  'ningmeng',
  'yehang',
  'juzi',
  'nanfeng',
  'xianyu',
  'yunduan',
  'bantang',
  'beidao',
  'shanhai',
  'manman',
  'xiangcai',
  'maoxi',
  'qingtian',
  'mobai',
  'linjian',
  'xiari',
  'laowang',
  'haiyan',
  'qingning',
  'jiuyue',
  'fengchui',
  'yueliang',
  'ake',
  'zaoshui',
  'qingfeng',
  'kele',
  'lurenjia',
] as const;
