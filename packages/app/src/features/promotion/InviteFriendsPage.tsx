// /inside/inter/inviteFriends?keyword=&page=: my invite link (copy, QR code), the poster (download as
// a PNG composed here) and my invitees, paged by the server; keyword and page live in the address.
import { useState } from 'react';
import { InviteFriendsView, useT } from '@shop/ui';
import { useInvitees, usePromotionLink, usePromotionPoster, usePromotionStatus } from './promotion.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { listViewOf, param, useListQuery } from '#app/data/listQuery.ts';
import { posterImage } from './posterImage.ts';
import { saveBlob } from '../saveBlob.ts';
import { PROMOTION_LINKS, inviteSummaryOf } from './shared.ts';

const SCHEMA = { keyword: param.keyword() };

export default function InviteFriendsPage() {
  const t = useT();
  // The invitees' search and pages are no steps to go back through.
  const query = useListQuery(SCHEMA, { pageSize: 10, replace: true });
  const { keyword } = query.filters;
  const status = usePromotionStatus();
  const link = usePromotionLink();
  const poster = usePromotionPoster();
  const invitees = useInvitees({ page: query.page, pageSize: query.pageSize, keyword });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
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
      invitees={{ items: invitees.data?.list, ...listViewOf(query.paging, invitees) }}
      keyword={keyword}
      onKeywordChange={(next) => query.go({ keyword: next })}
      links={{ promotion: PROMOTION_LINKS.promotion }}
    />
  );
}
