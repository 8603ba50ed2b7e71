import type { Invitee } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { QRCode } from '#ui/components/QRCode/QRCode.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconDownload, IconGift } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { LinkButton, SectionTitle } from '#ui/screens/money/shared/MoneyParts.tsx';
import type { RecordList } from '#ui/screens/money/shared/types.ts';
import type { InvitePoster, InviteSummary, SectionRead } from '../shared/types.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PagedTable } from '#ui/page/PagedTable.tsx';
import { KeywordSearch } from '../shared/KeywordSearch.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface InviteFriendsViewProps extends ReadState {
  /** My invite link, code, rate and invitee count; undefined while it loads. */
  invite?: InviteSummary;
  poster: SectionRead<InvitePoster>;
  /** Saves the poster as an image (the app composes it). */
  onDownloadPoster: () => unknown;
  downloading?: boolean;
  downloadError?: string | null;
  invitees: RecordList<Invitee>;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  links: { promotion: string };
}

/**
 * `/inside/inter/inviteFriends`: my invite link (copy, QR code), the poster to share (download) and
 * the friends who signed up with my code.
 */
export function InviteFriendsView(props: InviteFriendsViewProps) {
  const { invite, error, retrying, onRetry, links } = props;
  const t = useT();
  return (
    <Page kind="list">
      <PageHeader
        icon={<IconGift size={20} />}
        title={t('route.inside.inter.inviteFriends')}
        subtitle={t('promotion.invite.subtitle')}
        actions={<LinkButton href={links.promotion}>{t('promotion.invite.toPromotion')}</LinkButton>}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="invite-link-title"
          className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
        >
          <SectionTitle
            extra={
              invite ? (
                <Tag tone={invite.enabled ? 'success' : 'neutral'} size="sm">
                  {invite.enabled ? t('promotion.status.on') : t('promotion.status.off')}
                </Tag>
              ) : null
            }
          >
            <span id="invite-link-title">{t('promotion.invite.linkTitle')}</span>
          </SectionTitle>
          <StaleReadAlert error={error} shown={invite} onRetry={onRetry} retrying={retrying} />
          {invite ? (
            <InviteLink invite={invite} />
          ) : error ? (
            <ErrorState size="sm" description={error} onRetry={onRetry} retrying={retrying} />
          ) : (
            <SkeletonGroup label={t('promotion.loading')}>
              <Skeleton height={20} width="60%" />
              <Skeleton height={40} />
              <Skeleton height={160} width={160} />
            </SkeletonGroup>
          )}
        </section>
        <PosterCard {...props} />
      </div>
      <InviteeList {...props} />
    </Page>
  );
}

function InviteLink({ invite }: { invite: InviteSummary }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="text-sm text-fg-muted">
          {invite.enabled ? t('promotion.invite.rateText', { rate: invite.rate }) : t('promotion.invite.offText')}
        </p>
        <label className="flex flex-col gap-1 text-sm text-fg-muted">
          {t('promotion.invite.link')}
          <span className="flex gap-2">
            <Input readOnly value={invite.link} name="inviteLink" wrapperClassName="min-w-0 flex-1" data-testid="invite-link" />
            <CopyButton text={invite.link} label={t('promotion.invite.link')} variant="primary" size="md">
              {t('promotion.copy')}
            </CopyButton>
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <span className="flex items-center gap-1 text-fg-muted">
            {t('promotion.invite.code')}
            <span className="font-mono text-base font-semibold text-fg" data-testid="invite-code">
              {invite.inviteCode}
            </span>
            <CopyButton text={invite.inviteCode} label={t('promotion.invite.code')} iconOnly />
          </span>
          <span className="text-fg-muted">
            {t('promotion.invite.invited')} <span className="font-semibold text-fg tabular-nums">{invite.inviteeCount}</span>
          </span>
        </div>
      </div>
      <figure className="flex shrink-0 flex-col items-center gap-1">
        <QRCode value={invite.link} size={144} label={t('promotion.invite.qrLabel')} />
        <figcaption className="text-xs text-fg-muted">{t('promotion.invite.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}

/** The poster as it will be saved: the server's background, my QR code in its white slot, the caption. */
export function PosterPreview({ poster }: { poster: InvitePoster }) {
  const t = useT();
  return (
    <div
      className="relative mx-auto aspect-[750/1334] w-full max-w-80 overflow-hidden rounded-md border border-line shadow-xs"
      data-testid="poster"
    >
      <img src={poster.background} alt="" className="absolute inset-0 size-full object-cover" />
      {/* The background's slot: x 225–525, y 800–1100 of 750 × 1334. */}
      <span
        className="absolute flex items-center justify-center bg-white"
        style={{ left: '30%', top: '59.97%', width: '40%', height: '22.49%' }}
      >
        <QRCode
          value={poster.link}
          size={96}
          framed={false}
          label={t('promotion.invite.qrLabel')}
          className="size-[90%] [&>svg]:size-full"
        />
      </span>
      <p className="absolute inset-x-2 bottom-[6%] rounded-sm bg-black/55 px-2 py-1 text-center text-xs leading-snug text-white">
        {poster.caption}
      </p>
    </div>
  );
}

function PosterCard({ poster, onDownloadPoster, downloading = false, downloadError }: InviteFriendsViewProps) {
  const t = useT();
  return (
    <section aria-labelledby="poster-title" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs">
      <SectionTitle>
        <span id="poster-title">{t('promotion.poster.title')}</span>
      </SectionTitle>
      <StaleReadAlert error={poster.error} shown={poster.data} onRetry={poster.onRetry} retrying={poster.retrying} />
      {poster.data ? (
        <>
          <PosterPreview poster={poster.data} />
          {downloadError ? (
            <Alert tone="danger" role="alert">
              {downloadError}
            </Alert>
          ) : null}
          <Button variant="secondary" icon={<IconDownload size={16} />} loading={downloading} onClick={() => void onDownloadPoster()}>
            {t('promotion.poster.download')}
          </Button>
        </>
      ) : poster.error ? (
        <ErrorState size="sm" description={poster.error} onRetry={poster.onRetry} retrying={poster.retrying} />
      ) : (
        <SkeletonGroup label={t('promotion.loading')}>
          <Skeleton height={320} />
        </SkeletonGroup>
      )}
    </section>
  );
}

function InviteeList({ invitees, keyword, onKeywordChange, invite }: InviteFriendsViewProps) {
  const t = useT();
  const columns: TableColumn<Invitee>[] = [
    {
      key: 'nickname',
      mobile: 'title',
      title: t('promotion.invitee.col.name'),
      render: (row) => <span className="font-medium text-fg">{row.nickname}</span>,
    },
    { key: 'level', mobile: 'meta', title: t('promotion.invitee.col.level'), render: (row) => <Tag size="sm">{row.level}</Tag> },
    { key: 'contact', mobile: 'meta', title: t('promotion.invitee.col.contact'), hideBelow: 'sm', render: (row) => row.contact || '—' },
    {
      key: 'totalSpend',
      mobile: 'amount',
      title: t('promotion.invitee.col.spend'),
      align: 'right',
      render: (row) => <span className="tabular-nums">{formatYuan(row.totalSpend)}</span>,
    },
    {
      key: 'totalRecharge',
      mobile: 'meta',
      title: t('promotion.invitee.col.recharge'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums">{formatYuan(row.totalRecharge)}</span>,
    },
    {
      key: 'registeredAt',
      mobile: 'time',
      title: t('promotion.invitee.col.registered'),
      hideBelow: 'md',
      render: (row) => <span className="tabular-nums whitespace-nowrap text-fg-muted">{row.registeredAt}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('promotion.invitee.col.status'),
      render: (row) => (
        <Tag tone={row.status === 'active' ? 'success' : 'neutral'} size="sm">
          {t(`promotion.invitee.status.${row.status}`)}
        </Tag>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <SectionTitle>{t('promotion.invitee.title')}</SectionTitle>
      <KeywordSearch
        label={t('promotion.invitee.search')}
        fieldLabel={t('promotion.invitee.keyword')}
        name="keyword"
        placeholder={t('promotion.invitee.keywordPlaceholder')}
        keyword={keyword}
        onKeywordChange={onKeywordChange}
      />
      <PagedTable
        caption={t('promotion.invitee.title')}
        read={invitees}
        rows={invitees.items}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={
          keyword ? (
            <EmptyState
              title={t('promotion.invitee.emptyFiltered')}
              action={
                <Button variant="secondary" onClick={() => onKeywordChange('')}>
                  {t('promotion.showAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('promotion.invitee.emptyTitle')}
              description={t('promotion.invitee.emptyText')}
              action={
                invite ? (
                  <CopyButton text={invite.link} label={t('promotion.invite.link')} variant="primary" size="md">
                    {t('promotion.invite.copyLink')}
                  </CopyButton>
                ) : undefined
              }
            />
          )
        }
      />
    </div>
  );
}
