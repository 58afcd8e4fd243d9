import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Company } from '@contract/company';
import { paths } from '../../../session/paths';
import { useAuth } from '../../../session/auth';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLeaveCompany } from '../api';
import { useCompanyText } from '../i18n';

/** "Leave company" for a member, asking first; the last admin is told why not (409) by the toast. */
export function LeaveCompany({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const auth = useAuth();
  const leave = useLeaveCompany(company);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (auth.status !== 'signedIn') return null;
  const uid = auth.user.uid;
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('leave.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('leave.title', { company: company.name })}
        confirmLabel={t('leave.confirm')}
        pendingLabel={t('leave.leaving')}
        pending={leave.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          void leave
            .mutateAsync(uid)
            .then(() => navigate(paths.dashboard))
            .catch(() => undefined)
            .finally(() => setOpen(false))
        }
      >
        <p>{t('leave.body')}</p>
      </ConfirmDialog>
    </>
  );
}
