import { lazy, Suspense, useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import type { VipSite } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useSingleUpload } from '#ui/components/Upload/useSingleUpload.ts';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconSettings } from '#ui/icons/index.tsx';
import { TextLink, type Navigate } from '#ui/lib/links.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { ReadPage } from '#ui/page/ReadPage.tsx';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';

// The Markdown parser and the sanitiser load with the preview, not with the page.
const Markdown = lazy(() => import('#ui/components/Markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })));

/** Where the site's storefront is (session's siteAddresses): the links of the addresses card. */
export interface SiteStorefrontLinks {
  path: string;
  subDomain: string | null;
  domain: string | null;
}

/** What the settings form sends (the page adds the markup and rounding the goods page owns). */
export interface SiteSettingsValues {
  name: string;
  title: string;
  logo: string;
  notice: string;
  serviceQq: string;
  serviceWechat: string;
  serviceWechatQr: string;
  servicePhone: string;
  serviceEmail: string;
  serviceHours: string;
  showMainGoods: boolean;
}

/** The result of the last CNAME check: passed, or the server's words on what to set. */
export interface DomainCheckResult {
  verified: boolean;
  message: string;
}

export interface VipWebSiteViewProps extends ReadState {
  site?: VipSite;
  /** The storefront's addresses: each opens the site in a new window. */
  links?: SiteStorefrontLinks;
  /** Saves the settings; a rejected promise keeps the form as typed (saveError says why). */
  onSave: (values: SiteSettingsValues) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** Uploads the logo; resolves with its URL. */
  onUploadLogo: (file: File) => Promise<string>;
  onBindSubDomain: (label: string) => unknown;
  onUnbindSubDomain: () => unknown;
  subDomainBusy?: boolean;
  subDomainError?: string | null;
  onBindDomain: (domain: string) => unknown;
  onCheckDomain: () => unknown;
  onUnbindDomain: () => unknown;
  domainBusy?: 'bind' | 'check' | 'unbind' | null;
  domainError?: string | null;
  domainCheck?: DomainCheckResult | null;
  /**
   * R6.2: whether the site's plan includes an own domain (default true; false: the binding is replaced by
   * where to upgrade; null: the plan is not known yet, nothing is drawn). A domain already bound is always shown.
   */
  ownDomain?: boolean | null;
  /** The versions page (分站版本), where an upgrade brings the own domain. */
  versionsHref?: string;
  onNavigate?: Navigate;
}

const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const MAX_LOGO = 10 * 1024 * 1024;

function valuesOf(site: VipSite): SiteSettingsValues {
  return {
    name: site.name,
    title: site.title,
    logo: site.logo,
    notice: site.notice,
    serviceQq: site.service.qq,
    serviceWechat: site.service.wechat,
    serviceWechatQr: site.service.wechatQr,
    servicePhone: site.service.phone,
    serviceEmail: site.service.email,
    serviceHours: site.service.hours,
    showMainGoods: site.showMainGoods,
  };
}

/** My site's settings and domains (/vip/vipWebSite). */
export function VipWebSiteView(props: VipWebSiteViewProps) {
  const t = useT();
  return (
    <ReadPage
      kind="form"
      icon={<IconSettings size={20} />}
      title={t('route.vip.vipWebSite')}
      subtitle={t('vipSite.web.subtitle')}
      state={props}
      data={props.site}
      errorTitle={t('vipSite.common.errorTitle')}
      loadingLabel={t('vipSite.common.loading')}
      skeleton={
        <>
          <Skeleton height={420} />
          <Skeleton height={200} />
        </>
      }
    >
      {(site) => (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <SettingsForm {...props} site={site} />
          <div className="flex flex-col gap-4">
            {props.links ? <AddressesCard links={props.links} /> : null}
            <SubDomainCard {...props} site={site} />
            {site.domain !== null || props.ownDomain === undefined || props.ownDomain ? (
              <DomainCard {...props} site={site} />
            ) : props.ownDomain === false ? (
              <Card title={t('vipSite.web.domain')}>
                <p className="text-sm text-fg-muted">{t('vipSite.web.domainNotInPlan', { version: site.version.name })}</p>
                {props.versionsHref ? (
                  <TextLink href={props.versionsHref} onNavigate={props.onNavigate} className="mt-2 inline-block text-sm">
                    {t('vipSite.web.domainUpgrade')}
                  </TextLink>
                ) : null}
              </Card>
            ) : null}
          </div>
        </div>
      )}
    </ReadPage>
  );
}

type Problems = Partial<Record<'name' | 'title', string>>;

function SettingsForm({ site, onSave, saving = false, saveError, onUploadLogo }: VipWebSiteViewProps & { site: VipSite }) {
  const t = useT();
  const [values, setValues] = useState<SiteSettingsValues>(() => valuesOf(site));
  const [shownFor, setShownFor] = useState(site.id);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveAttempt();
  if (site.id !== shownFor) {
    setShownFor(site.id);
    setValues(valuesOf(site));
  }
  const set = <K extends keyof SiteSettingsValues>(key: K, value: SiteSettingsValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const logo = useSingleUpload('logo', onUploadLogo, (url) => set('logo', url));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    const title = values.title.trim();
    const found: Problems = {};
    if (!name) found.name = t('vipSite.web.nameRequired');
    else if (name.length > 30) found.name = t('vipSite.web.nameTooLong');
    if (!title) found.title = t('vipSite.web.titleRequired');
    else if (title.length > 60) found.title = t('vipSite.web.titleTooLong');
    setProblems(found);
    if (Object.keys(found).length === 0) await save.send(() => onSave({ ...values, name, title }));
  };

  const text = (
    key: Exclude<keyof SiteSettingsValues, 'showMainGoods'>,
    max: number,
    extra: { inputMode?: 'numeric' | 'email' | 'tel' } = {},
  ) => <Input name={key} value={values[key]} maxLength={max} onChange={(event) => set(key, event.target.value)} {...extra} />;

  return (
    <Card title={t('vipSite.web.basic')}>
      <form id="vip-site-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('vipSite.web.name')} error={problems.name} required>
            {text('name', 30)}
          </FormField>
          <FormField label={t('vipSite.web.title')} hint={t('vipSite.web.titleHint')} error={problems.title} required>
            {text('title', 60)}
          </FormField>
        </div>
        <FormField label={t('vipSite.web.logo')} hint={t('vipSite.web.logoHint')} group>
          <div className="flex flex-wrap items-start gap-4">
            {values.logo ? (
              <img
                src={values.logo}
                alt={t('vipSite.web.logoAlt')}
                width={64}
                height={64}
                data-testid="site-logo"
                className="size-16 shrink-0 rounded-md border border-border object-contain"
              />
            ) : null}
            <Upload
              variant="button"
              accept={LOGO_TYPES}
              maxSize={MAX_LOGO}
              {...logo.props}
              onRemove={() => {
                logo.clear();
                set('logo', site.logo);
              }}
              prompt={t('vipSite.web.logoPick')}
              className="min-w-0 flex-1"
            />
          </div>
        </FormField>
        <FormField label={t('vipSite.web.notice')} hint={t('vipSite.web.noticeHint')} optional>
          <Textarea
            name="notice"
            rows={4}
            maxLength={2000}
            showCount
            value={values.notice}
            onChange={(event) => set('notice', event.target.value)}
          />
        </FormField>
        <NoticePreview markdown={values.notice} />
        <FormField label={t('vipSite.web.showMainGoods')} hint={t('vipSite.web.showMainGoodsHint')}>
          <Switch name="showMainGoods" checked={values.showMainGoods} onCheckedChange={(on) => set('showMainGoods', on)} />
        </FormField>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-fg">{t('vipSite.web.service')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('vipSite.web.serviceQq')} optional>
              {text('serviceQq', 12, { inputMode: 'numeric' })}
            </FormField>
            <FormField label={t('vipSite.web.serviceWechat')} optional>
              {text('serviceWechat', 40)}
            </FormField>
            <FormField label={t('vipSite.web.servicePhone')} optional>
              {text('servicePhone', 20, { inputMode: 'tel' })}
            </FormField>
            <FormField label={t('vipSite.web.serviceEmail')} optional>
              {text('serviceEmail', 100, { inputMode: 'email' })}
            </FormField>
            <FormField label={t('vipSite.web.serviceHours')} optional>
              {text('serviceHours', 40)}
            </FormField>
            <FormField label={t('vipSite.web.serviceWechatQr')} optional>
              {text('serviceWechatQr', 300)}
            </FormField>
          </div>
        </fieldset>
        {save.attempted && saveError ? (
          <Alert tone="danger" role="alert" title={t('vipSite.web.saveFailed')}>
            {saveError}
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" variant="primary" loading={saving} disabled={logo.uploading}>
            {t('vipSite.common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The notice as the site's home draws it, as it is typed (Markdown through the sanitiser). */
function NoticePreview({ markdown }: { markdown: string }) {
  const t = useT();
  // Typing stays quick: the preview follows in a render React may interrupt.
  const shown = useDeferredValue(markdown);
  return (
    <section aria-label={t('vipSite.web.noticePreview')} data-testid="notice-preview" className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-fg">{t('vipSite.web.noticePreview')}</p>
      <div className="min-h-12 rounded-md border border-dashed border-line-strong bg-surface-muted px-3 py-2">
        {shown.trim() === '' ? (
          <p className="text-sm text-fg-subtle">{t('vipSite.web.noticePreviewEmpty')}</p>
        ) : (
          <Suspense fallback={<p className="text-sm whitespace-pre-wrap text-fg-muted">{shown}</p>}>
            <Markdown source={shown} className="[&_p]:my-1" />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** The storefront's addresses, each a link that opens the site. */
function AddressesCard({ links }: { links: SiteStorefrontLinks }) {
  const t = useT();
  const link = (address: string | null) =>
    address ? (
      <a
        href={address}
        target="_blank"
        rel="noopener"
        aria-label={t('vipSite.web.openSite', { address })}
        className="focus-ring rounded-xs font-mono text-sm break-all text-primary-fg underline-offset-4 hover:underline"
      >
        {address}
      </a>
    ) : null;
  return (
    <Card title={t('vipSite.web.addresses')} description={t('vipSite.web.addressesHint')}>
      <DescriptionList
        columns={1}
        items={[
          { key: 'path', label: t('vipSite.web.addressPath'), value: link(links.path) },
          { key: 'sub', label: t('vipSite.web.addressSub'), value: link(links.subDomain) },
          { key: 'domain', label: t('vipSite.web.addressDomain'), value: link(links.domain) },
        ]}
      />
    </Card>
  );
}

/** Binds a sub-domain or a domain: the name typed (lower-cased), and the server's refusal under it. */
function BindForm({
  label,
  name,
  maxLength,
  suffix,
  placeholder,
  requiredMessage,
  onBind,
  busy,
  error,
}: {
  label: string;
  name: string;
  maxLength: number;
  suffix?: ReactNode;
  placeholder?: string;
  requiredMessage: string;
  onBind: (value: string) => unknown;
  busy: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAttempt();
  const bind = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim().toLowerCase();
    setProblem(value ? null : requiredMessage);
    if (value && (await save.send(() => onBind(value)))) {
      setTyped('');
      save.reset();
    }
  };
  return (
    <form noValidate onSubmit={(event) => void bind(event)} className="flex flex-col gap-3">
      <FormField label={label} error={problem}>
        <Input
          name={name}
          value={typed}
          maxLength={maxLength}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          suffix={suffix}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      {save.attempted && error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={busy}>
          {t('vipSite.web.bind')}
        </Button>
      </div>
    </form>
  );
}

function SubDomainCard({
  site,
  onBindSubDomain,
  onUnbindSubDomain,
  subDomainBusy = false,
  subDomainError,
}: VipWebSiteViewProps & { site: VipSite }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const host = site.subDomain ? `${site.subDomain}${site.subDomainSuffix}` : '';

  return (
    <Card title={t('vipSite.web.subDomain')} description={t('vipSite.web.subDomainHint')}>
      {site.subDomain ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-mono text-sm text-fg" data-testid="sub-domain">
              {host}
            </span>
            <Tag size="sm" tone="success">
              {t('vipSite.web.subDomainBound')}
            </Tag>
          </span>
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            {t('vipSite.web.unbind')}
          </Button>
        </div>
      ) : (
        <BindForm
          label={t('vipSite.web.subDomainLabel')}
          name="subDomain"
          maxLength={20}
          suffix={<span className="text-xs text-fg-muted">{site.subDomainSuffix}</span>}
          requiredMessage={t('vipSite.web.subDomainRequired')}
          onBind={onBindSubDomain}
          busy={subDomainBusy}
          error={subDomainError}
        />
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={t('vipSite.web.unbindSubTitle')}
        description={t('vipSite.web.unbindSubText', { host })}
        confirmLabel={t('vipSite.web.unbind')}
        onConfirm={() => onUnbindSubDomain()}
      />
    </Card>
  );
}

function DomainCard({
  site,
  onBindDomain,
  onCheckDomain,
  onUnbindDomain,
  domainBusy = null,
  domainError,
  domainCheck,
}: VipWebSiteViewProps & { site: VipSite }) {
  const t = useT();
  const [asking, setAsking] = useState(false);

  return (
    <Card title={t('vipSite.web.domain')} description={t('vipSite.web.domainHint')}>
      {site.domain ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-mono text-sm text-fg" data-testid="own-domain">
                {site.domain}
              </span>
              <Tag size="sm" tone={site.domainVerified ? 'success' : 'warning'}>
                {site.domainVerified ? t('vipSite.web.domainVerified') : t('vipSite.web.domainPending')}
              </Tag>
            </span>
            <Button size="sm" variant="secondary" onClick={() => setAsking(true)} disabled={domainBusy !== null}>
              {t('vipSite.web.unbind')}
            </Button>
          </div>
          <p className="text-sm text-fg-muted">{t('vipSite.web.cnameStep', { domain: site.domain })}</p>
          <div className="flex items-center gap-2 rounded-md bg-surface-muted px-3 py-2">
            <span className="sr-only">{t('vipSite.web.cname')}</span>
            <code className="min-w-0 flex-1 truncate text-sm" data-testid="cname-target">
              {site.cnameTarget}
            </code>
            <CopyButton size="sm" text={site.cnameTarget} label={t('vipSite.web.cname')} />
          </div>
          {domainCheck ? (
            <Alert
              tone={domainCheck.verified ? 'success' : 'warning'}
              role="status"
              title={domainCheck.verified ? t('vipSite.web.checkOk') : t('vipSite.web.checkFailed')}
            >
              {domainCheck.message}
            </Alert>
          ) : null}
          {domainError && !domainCheck ? (
            <Alert tone="danger" role="alert">
              {domainError}
            </Alert>
          ) : null}
          <div className="flex justify-end">
            <Button
              variant="primary"
              loading={domainBusy === 'check'}
              disabled={domainBusy !== null && domainBusy !== 'check'}
              onClick={() => void onCheckDomain()}
            >
              {t('vipSite.web.check')}
            </Button>
          </div>
        </div>
      ) : (
        <BindForm
          label={t('vipSite.web.domainInput')}
          name="domain"
          maxLength={100}
          placeholder="shop.example.com"
          requiredMessage={t('vipSite.web.domainRequired')}
          onBind={onBindDomain}
          busy={domainBusy === 'bind'}
          error={domainError}
        />
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={t('vipSite.web.unbindDomainTitle')}
        description={t('vipSite.web.unbindDomainText', { domain: site.domain ?? '' })}
        confirmLabel={t('vipSite.web.unbind')}
        onConfirm={() => onUnbindDomain()}
      />
    </Card>
  );
}
