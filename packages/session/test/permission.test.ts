import { describe, expect, it } from 'vitest';
import { SITE_RIGHTS, customerAccess, hasAccess, siteAccessOf } from '../src/permission.ts';

// The plans of the mock world (分站版本): 基础版, 专业版, 旗舰版.
const basic = { childSites: 0, ownDomain: false, supplyRight: false };
const pro = { childSites: 5, ownDomain: true, supplyRight: false };
const flagship = { childSites: 50, ownDomain: true, supplyRight: true };

describe('R6.2 a site plan as access entries', () => {
  it('each plan gives the rights its card lists, and says the plan is known', () => {
    expect(siteAccessOf(basic)).toEqual([SITE_RIGHTS.plan]);
    expect(siteAccessOf(pro)).toEqual([SITE_RIGHTS.plan, SITE_RIGHTS.childSites, SITE_RIGHTS.ownDomain]);
    expect(siteAccessOf(flagship)).toEqual([SITE_RIGHTS.plan, SITE_RIGHTS.childSites, SITE_RIGHTS.ownDomain, SITE_RIGHTS.supplyRight]);
  });

  it('the element rule hides what the plan lacks', () => {
    expect(hasAccess(customerAccess(['vip'], basic), [SITE_RIGHTS.childSites])).toBe(false);
    expect(hasAccess(customerAccess(['vip'], basic), [SITE_RIGHTS.ownDomain])).toBe(false);
    expect(hasAccess(customerAccess(['vip'], pro), [SITE_RIGHTS.childSites])).toBe(true);
    expect(hasAccess(customerAccess(['vip'], pro), [SITE_RIGHTS.supplyRight])).toBe(false);
    expect(hasAccess(customerAccess(['vip', 'supplier'], flagship), [SITE_RIGHTS.supplyRight])).toBe(true);
  });

  it('a customer access list is the roles plus the plan; an earlier plan never stays', () => {
    expect(customerAccess(['vip', 'supplier'])).toEqual(['vip', 'supplier']);
    expect(customerAccess(['vip'], null)).toEqual(['vip']);
    const upgraded = customerAccess(customerAccess(['vip'], basic), pro);
    expect(upgraded).toEqual(['vip', SITE_RIGHTS.plan, SITE_RIGHTS.childSites, SITE_RIGHTS.ownDomain]);
    expect(customerAccess(upgraded, basic)).toEqual(['vip', SITE_RIGHTS.plan]);
  });
});
