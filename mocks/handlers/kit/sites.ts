// A new vip site, opened by its owner (/inside/selfCreatVip) or as a child site of mine (/vip/vipChild):
// its row with a fresh site's defaults, and its own view of every directory of the main site.
import { nextId, type CustomerRow, type Db, type VipSiteRow } from '#mocks/db/index.ts';

/** What a new site is opened with; the rest are a fresh site's defaults unless given. */
type Opening = Pick<VipSiteRow, 'name' | 'path' | 'versionId' | 'expiresAt'> & Partial<VipSiteRow>;

export function openSite(db: Db, owner: CustomerRow, now: number, { name, path, versionId, expiresAt, ...rest }: Opening): VipSiteRow {
  const id = nextId(db, 'vipSites');
  const site: VipSiteRow = {
    id,
    ownerId: owner.id,
    name,
    title: name,
    path,
    subDomain: null,
    domain: null,
    domainVerified: false,
    domainBoundAt: null,
    logo: `/mock-assets/logo/${id}.svg`,
    notice: '',
    service: { qq: owner.qq, wechat: '', wechatQr: '', phone: '', email: '', hours: '09:00-23:00' },
    versionId,
    expiresAt,
    markupPercent: 10,
    rounding: 'none',
    showMainGoods: true,
    status: 'active',
    createdAt: now,
    parentSiteId: null,
    commissionRate: 0,
    style: { theme: 'light', primaryColor: '#2563eb', layout: 'grid', showStock: true, showSales: true, banner: '' },
    ...rest,
  };
  db.vipSites.push(site);
  for (const d of db.directories) {
    db.vipDirectories.push({ id: nextId(db, 'vipDirectories'), siteId: id, dirId: d.id, ownName: '', visible: true, sort: d.sort });
  }
  return site;
}
