// /service: customer-service contacts (QQ, WeChat with its QR code, phone, e-mail, hours), self-service links and the FAQ.
import { useNavigate } from 'react-router-dom';
import { ServiceView, useT } from '@shop/ui';
import { useServiceInfo } from './service.ts';

export default function ServicePage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useServiceInfo();
  return (
    <ServiceView
      title={t('route.service')}
      contacts={data?.contacts}
      faq={data?.faq}
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      hrefs={{ orderQuery: '/chadan', aibot: '/aibot', announcement: '/announcement' }}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
