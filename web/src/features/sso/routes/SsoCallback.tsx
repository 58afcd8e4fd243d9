import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { errorMessage } from '../../../lib/api';
import { FormError } from '../../../lib/forms';
import { leaveSignInNotice } from '../../../session/sign-in-notice';
import { paths } from '../../../session/paths';
import { destinationAfter } from '../routing';
import { takeRedirect } from '../handoff';
import { useSsoText } from '../i18n';

/**
 * /sso/callback: where the identity provider sends the person back. Finishes the sign-in once
 * (the query cache keeps a code from being spent twice), then opens the dashboard, where a
 * newcomer's pending membership waits for their yes; a refusal goes back to the sign-in page,
 * signed out, with the reason.
 */
export default function SsoCallback() {
  const { t } = useSsoText();
  usePageTitle(t('callback.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providerError = params.get('error');
  const finish = useQuery({
    queryKey: ['sso', 'finish', params.toString()],
    queryFn: async () => (await import('../sso-actions')).finishSso(params),
    enabled: !providerError,
    retry: false,
    gcTime: Infinity,
  });

  useEffect(() => {
    const refusal = providerError ? t('callback.providerRefused') : finish.isError ? errorMessage(finish.error) : null;
    if (refusal) {
      leaveSignInNotice(refusal);
      navigate(paths.signIn, { replace: true });
    } else if (finish.data) navigate(destinationAfter(finish.data, takeRedirect()), { replace: true });
  }, [providerError, finish.isError, finish.error, finish.data, navigate, t]);

  if (finish.isSuccess && !finish.data)
    return (
      <div className="stack">
        <h1>{t('callback.failedHeading')}</h1>
        <FormError message={t('callback.nothingPending')} />
        <Link className="button button-primary button-block" to={paths.signIn}>
          {t('callback.backToSignIn')}
        </Link>
      </div>
    );
  return <LoadingState label={t('callback.working')} />;
}
