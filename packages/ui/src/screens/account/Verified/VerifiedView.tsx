import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Steps } from '#ui/components/Steps/Steps.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconRefresh } from '#ui/icons/common.tsx';
import { IconUser } from '#ui/icons/forms.tsx';
import { IconExternalLink, IconShield } from '#ui/icons/index.tsx';
import { ContactBindingPanel, type ContactBindingPanelProps } from '#ui/states/Binding/ContactBindingPanel.tsx';
import { IconTile, SecurityItem, ServerError, usePending } from '#ui/states/Binding/parts.tsx';
import { PageSkeleton } from '#ui/states/PageState/PageState.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface CertificationState {
  certified: boolean;
  /** Masked. */
  realName: string;
  certifiedAt: string | null;
}

/** A certification started and waiting for the face check. */
export interface PendingCertification {
  certifyId: string;
  /** The face check page to open (Alipay). */
  certifyUrl: string;
}

/** What a check of a started certification answered. */
export interface CertificationResult {
  status: 'pending' | 'passed' | 'failed';
  message: string;
}

export interface VerifiedViewProps {
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  mobile: Omit<ContactBindingPanelProps, 'kind'>;
  certification?: CertificationState | null;
  pending?: PendingCertification | null;
  result?: CertificationResult | null;
  /** The server's message after a failed start or check; what was typed stays. */
  certifyError?: string | null;
  checking?: boolean;
  /** Start: real name and ID card number. Return the request's promise. */
  onStart: (values: { realName: string; idCard: string }) => unknown;
  /** Ask where the started certification stands. */
  onCheck: () => unknown;
  /** Drop the started one and fill the form again. */
  onRestart: () => void;
}

const ID_CARD = /^\d{17}[\dXx]$/;

function checkRealName(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'account.verified.error.realNameRequired';
  return v.length <= 20 ? null : 'account.verified.error.realNameLength';
}
function checkIdCard(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'account.verified.error.idCardRequired';
  return ID_CARD.test(v) ? null : 'account.verified.error.idCardFormat';
}

/** /inside/verified: the mobile binding and real-name certification (status, form, face check, result). */
export function VerifiedView({
  loading = false,
  error,
  retrying = false,
  onRetry,
  mobile,
  certification,
  pending,
  result,
  certifyError,
  checking = false,
  onStart,
  onCheck,
  onRestart,
}: VerifiedViewProps) {
  const t = useT();
  const [values, setValues] = useState({ realName: '', idCard: '' });
  const [problems, setProblems] = useState<{ realName?: MessageKey | null; idCard?: MessageKey | null }>({});
  const [starting, run] = usePending();
  const header = (
    <PageHeader icon={<IconShield size={20} />} title={t('route.inside.verified')} subtitle={t('account.verified.subtitle')} />
  );
  if (error && !certification) {
    return (
      <Page kind="form">
        {header}
        <ErrorState title={t('account.verified.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
      </Page>
    );
  }
  if (loading || !certification) {
    return (
      <Page kind="form">
        {header}
        <PageSkeleton variant="form" label={t('account.verified.loading')} />
      </Page>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const next = { realName: checkRealName(values.realName), idCard: checkIdCard(values.idCard) };
    setProblems(next);
    if (next.realName || next.idCard) return;
    await run(() => onStart({ realName: values.realName.trim(), idCard: values.idCard.trim().toUpperCase() }));
  };
  const mobileBound = Boolean(mobile.binding?.bound);
  const step = certification.certified ? 3 : pending ? 2 : mobileBound ? 1 : 0;

  let certifyBody;
  if (certification.certified) {
    certifyBody = (
      <div className="flex flex-col gap-3">
        <Alert tone="success" title={t('account.verified.passedTitle')}>
          {t('account.verified.passedText')}
        </Alert>
        <DescriptionList
          columns={2}
          items={[
            { key: 'name', label: t('account.verified.realName'), value: certification.realName },
            { key: 'time', label: t('account.verified.certifiedAt'), value: certification.certifiedAt ?? '—' },
          ]}
        />
      </div>
    );
  } else if (pending) {
    certifyBody = (
      <div className="flex flex-col gap-3">
        {result?.status === 'failed' ? (
          <Alert tone="danger" role="alert" title={t('account.verified.failedTitle')}>
            {result.message}
          </Alert>
        ) : result?.status === 'pending' ? (
          <Alert tone="warning" role="status" title={t('account.verified.pendingTitle')}>
            {result.message || t('account.verified.pendingText')}
          </Alert>
        ) : (
          <Alert tone="info" title={t('account.verified.openTitle')}>
            {t('account.verified.openText')}
          </Alert>
        )}
        <ServerError message={certifyError} />
        <div className="flex flex-wrap gap-2">
          {result?.status === 'failed' ? (
            <Button onClick={onRestart}>{t('account.verified.restart')}</Button>
          ) : (
            <>
              <a
                href={pending.certifyUrl}
                className="focus-ring inline-flex h-control-md items-center gap-1.5 rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover"
              >
                {t('account.verified.openFace')}
                <IconExternalLink size={14} />
              </a>
              <Button variant="secondary" icon={<IconRefresh />} loading={checking} onClick={() => void onCheck()}>
                {t('account.verified.check')}
              </Button>
              <Button variant="ghost" onClick={onRestart}>
                {t('account.verified.restart')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  } else {
    certifyBody = (
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-label={t('account.verified.formLabel')}>
        <ServerError message={certifyError} />
        {!mobileBound ? <Alert tone="warning">{t('account.verified.needMobile')}</Alert> : null}
        <FormField label={t('account.verified.realName')} required error={problems.realName ? t(problems.realName) : undefined}>
          <Input
            name="realName"
            value={values.realName}
            maxLength={20}
            autoComplete="name"
            onChange={(e) => setValues((v) => ({ ...v, realName: e.target.value }))}
          />
        </FormField>
        <FormField
          label={t('account.verified.idCard')}
          hint={t('account.verified.idCardHint')}
          required
          error={problems.idCard ? t(problems.idCard) : undefined}
        >
          <Input
            name="idCard"
            value={values.idCard}
            maxLength={18}
            autoComplete="off"
            onChange={(e) => setValues((v) => ({ ...v, idCard: e.target.value.replace(/[^\dXx]/g, '') }))}
          />
        </FormField>
        <div>
          <Button type="submit" loading={starting} disabled={!mobileBound}>
            {t('account.verified.start')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Page kind="form">
      {header}
      <StaleReadAlert error={error} shown={certification} onRetry={onRetry} retrying={retrying} />
      <Steps
        current={step}
        items={[
          { title: t('account.verified.step.mobile') },
          { title: t('account.verified.step.form') },
          { title: t('account.verified.step.face') },
          { title: t('account.verified.step.done') },
        ]}
      />
      <h2 className="sr-only">{t('account.verified.itemsHeading')}</h2>
      <ContactBindingPanel kind="mobile" defaultOpen={!mobileBound} {...mobile} />
      <SecurityItem
        icon={
          <IconTile tone={certification.certified ? 'success' : 'primary'}>
            <IconUser size={20} />
          </IconTile>
        }
        title={t('account.verified.certTitle')}
        status={
          certification.certified ? (
            <Tag tone="success" size="sm" dot>
              {t('account.verified.certified')}
            </Tag>
          ) : pending ? (
            <Tag tone="warning" size="sm" dot>
              {t('account.verified.inProgress')}
            </Tag>
          ) : (
            <Tag tone="neutral" size="sm">
              {t('account.verified.uncertified')}
            </Tag>
          )
        }
        description={t('account.verified.certText')}
      >
        {certifyBody}
      </SecurityItem>
    </Page>
  );
}
