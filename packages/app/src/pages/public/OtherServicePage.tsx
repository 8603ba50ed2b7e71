// /other/service: the other area's service desk (where an ended other-area session leads, R2.8):
// its notice, contacts and FAQ, and a message form.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeedbackForm, ServiceView, useT, type FeedbackValues } from '@shop/ui';
import { useOtherServiceInfo, useSendFeedback } from '../../api/service.ts';
import { errorMessageOf } from '../readState.ts';

export default function OtherServicePage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useOtherServiceInfo();
  const feedback = useSendFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: FeedbackValues) => {
    setServerError(null);
    try {
      await feedback.trigger(values);
      setSentTo(values.contact);
    } catch (failure) {
      setServerError(errorMessageOf(failure));
    }
  };

  return (
    <ServiceView
      title={t('route.other.service')}
      contacts={data?.contacts}
      faq={data?.faq}
      notice={data?.notice}
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      hrefs={{ orderQuery: '/chadan', announcement: '/announcement' }}
      onNavigate={(to) => void navigate(to)}
    >
      <FeedbackForm
        submitting={feedback.isMutating}
        serverError={serverError}
        done={sentTo ? { contact: sentTo } : null}
        onSubmit={(values) => void submit(values)}
        onReset={() => setSentTo(null)}
      />
    </ServiceView>
  );
}
