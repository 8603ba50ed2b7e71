// The admin log-in form of /login?adminPath=… (R4.2), a chunk of its own: the customer log-in does not
// carry the admin contract.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { LoginView, type LoginValues } from '@shop/ui';
import { adminInfoKey, useAdminLogin } from './adminSession.ts';
import { adminLoginTarget } from '#app/routes/guard.ts';
import { rememberAdminLogin } from '#app/storage/login.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export function AdminLogin({ adminPath }: { adminPath: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useAdminLogin(adminPath);
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const result = await login.trigger({ username: values.loginName, password: values.password });
      rememberAdminLogin(result, adminPath);
      // The admin index shows who logged in, not who was here before.
      await mutate(adminInfoKey(adminPath), result.admin, { revalidate: false });
      await navigate(adminLoginTarget(params, adminPath), { replace: true });
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };

  return (
    <LoginView
      mode="admin"
      adminPath={adminPath}
      submitting={login.isMutating}
      serverError={serverError}
      onNavigate={(to) => void navigate(to)}
      onSubmit={(values) => void submit(values)}
    />
  );
}
