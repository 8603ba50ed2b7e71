// /inside/inter/inviteFriends?keyword=&page=: my invite link (copy, QR code), the poster (download as
// a PNG composed here) and my invitees, paged by the server; keyword and page live in the address.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InviteFriendsView, useT } from '@shop/ui';
import { useInvitees, usePromotionLink, usePromotionPoster, usePromotionStatus } from './promotion.ts';
import { keywordFrom, pageFrom } from '../money/shared.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { posterImage, saveBlob } from './posterImage.ts';
import { PROMOTION_LINKS, inviteSummaryOf } from './shared.ts';

const PAGE_SIZE = 10;

export default function InviteFriendsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const keyword = keywordFrom(params.get('keyword'));
  const page = pageFrom(params.get('page'));
  const status = usePromotionStatus();
  const link = usePromotionLink();
  const poster = usePromotionPoster();
  const invitees = useInvitees({ page, pageSize: PAGE_SIZE, keyword });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const go = (next: { keyword?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextKeyword = next.keyword ?? keyword;
    if (nextKeyword) query.set('keyword', nextKeyword);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const download = async () => {
    if (!poster.data || downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await posterImage(poster.data), `invite-poster-${link.data?.inviteCode ?? 'me'}.png`);
    } catch {
      setDownloadError(t('promotion.poster.failed'));
    } finally {
      setDownloading(false);
    }
  };
  // The invite summary is drawn from both reads: either one's failure is its, and its retry reads the failed ones again.
  const read = withSideReads(link, status);

  return (
    <InviteFriendsView
      {...readStateOf(read)}
      invite={inviteSummaryOf(status.data, link.data)}
      poster={{ ...readStateOf(poster), data: poster.data }}
      onDownloadPoster={download}
      downloading={downloading}
      downloadError={downloadError}
      invitees={{
        ...readStateOf(invitees),
        items: invitees.data?.list,
        total: invitees.data?.total,
        page,
        pageSize: PAGE_SIZE,
        onPageChange: (next) => go({ page: next }),
      }}
      keyword={keyword}
      onKeywordChange={(next) => go({ keyword: next, page: 1 })}
      links={{ promotion: PROMOTION_LINKS.promotion }}
    />
  );
}
