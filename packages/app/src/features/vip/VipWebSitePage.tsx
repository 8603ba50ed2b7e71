// /vip/vipWebSite: my site's settings (name, title, logo uploaded first, notice, service contacts,
// main-site goods shown; the markup and rounding are the goods page's and are sent back as read),
// the sub-domain (locked once bound, unbound after a question) and the own domain with its CNAME check.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SITE_RIGHTS, siteAddresses } from '@shop/session';
import { VipWebSiteView, type DomainCheckResult } from '@shop/ui';
import { config } from '#app/config.ts';
import {
  useBindDomain,
  useBindSubDomain,
  useCheckDomain,
  useSaveSite,
  useSite,
  useUnbindDomain,
  useUnbindSubDomain,
  useUploadImage,
} from './vipSite.ts';
import { usePermission } from '#app/storage/Permission.tsx';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { toastDone, toastError } from './shared.ts';

export default function VipWebSitePage() {
  const site = useSite();
  const save = useSaveSite();
  const upload = useUploadImage();
  const bindSub = useBindSubDomain();
  const unbindSub = useUnbindSubDomain();
  const bindDomain = useBindDomain();
  const checkDomain = useCheckDomain();
  const unbindDomain = useUnbindDomain();
  const [domainCheck, setDomainCheck] = useState<DomainCheckResult | null>(null);
  const navigate = useNavigate();
  // R6.2: the own domain is the plan's (the frame puts the plan's rights in the access list); until the
  // plan is known nothing is offered. The server refuses a binding the plan does not include.
  const planKnown = usePermission([SITE_RIGHTS.plan]);
  const ownDomain = usePermission([SITE_RIGHTS.ownDomain]);
  const current = site.data;
  const domainBusy = bindDomain.isMutating ? 'bind' : checkDomain.isMutating ? 'check' : unbindDomain.isMutating ? 'unbind' : null;
  const domainFailure = bindDomain.error ?? unbindDomain.error;

  return (
    <VipWebSiteView
      site={current}
      links={current ? siteAddresses(current, window.location, config.mainDomain) : undefined}
      {...readStateOf(site)}
      ownDomain={planKnown ? ownDomain : null}
      versionsHref="/vip/vipVersionMoney"
      onNavigate={(to) => void navigate(to)}
      onSave={async (values) => {
        if (!current) return;
        save.reset();
        await save.trigger({
          ...values,
          showMainGoods: values.showMainGoods ? 1 : 0,
          markupPercent: current.markupPercent,
          rounding: current.rounding,
        });
        toastDone('vipSite.web.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onUploadLogo={async (file) => (await upload.trigger({ file, usage: 'other' })).url}
      onBindSubDomain={async (subDomain) => {
        bindSub.reset();
        const saved = await bindSub.trigger({ subDomain });
        toastDone('vipSite.web.subBound', { host: `${saved.subDomain ?? subDomain}${saved.subDomainSuffix}` });
      }}
      onUnbindSubDomain={async () => {
        try {
          await unbindSub.trigger({});
          toastDone('vipSite.web.subUnbound');
        } catch (error) {
          toastError(error);
          throw error;
        }
      }}
      subDomainBusy={bindSub.isMutating}
      subDomainError={bindSub.error ? errorMessageOf(bindSub.error) : null}
      onBindDomain={async (domain) => {
        bindDomain.reset();
        setDomainCheck(null);
        await bindDomain.trigger({ domain });
        toastDone('vipSite.web.domainBound');
      }}
      onCheckDomain={async () => {
        setDomainCheck(null);
        try {
          await checkDomain.trigger({});
          setDomainCheck({ verified: true, message: '' });
        } catch (error) {
          const message = errorMessageOf(error);
          if (message !== null) setDomainCheck({ verified: false, message });
        }
      }}
      onUnbindDomain={async () => {
        unbindDomain.reset();
        setDomainCheck(null);
        try {
          await unbindDomain.trigger({});
          toastDone('vipSite.web.domainUnbound');
        } catch (error) {
          toastError(error);
          throw error;
        }
      }}
      domainBusy={domainBusy}
      domainError={domainFailure ? errorMessageOf(domainFailure) : null}
      domainCheck={domainCheck}
    />
  );
}
