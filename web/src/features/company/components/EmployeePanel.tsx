import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { Company } from '@contract/company';
import type { EmployeeDetail } from '@contract/company-admin';
import { profileUrl } from '@contract/profile-projection';
import { paths } from '../../../session/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, Icon } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { employeeName, useCompanyRoles, useDivisions, useRemoveEmployee, useUpdateEmployee } from '../api';
import { useEmployee, useSetEmployeeAccess } from '../admin-api';
import { flattenDivisions } from '../divisions';
import { useCompanyUsersText } from '../i18n';
import { useCompanyAbility, useCompanyScope } from './CompanyPage';
import { ChoiceForm, JobForm } from './EmployeeForms';
import '../employee.css';

/**
 * /company/users/{employeeId}: one person, managed on their own: job, profiles, company cards,
 * roles, divisions, status, and removal. What the caller's roles do not allow shows read-only.
 */
export function EmployeePanel({ company, employeeId }: { company: Company; employeeId: string }) {
  const { t } = useCompanyUsersText();
  const { withScope } = useCompanyScope();
  const navigate = useNavigate();
  const can = useCompanyAbility(company);
  const employee = useEmployee(company.id, employeeId);
  const roles = useCompanyRoles(company.id);
  const divisions = useDivisions(company.id);
  const update = useUpdateEmployee(company.id);
  const access = useSetEmployeeAccess(company.id);
  const remove = useRemoveEmployee(company.id);
  const [removing, setRemoving] = useState(false);
  const back = withScope(paths.company('users'));
  const backLink = (
    <Link to={back} className="employee-back">
      <Icon name="contacts" /> {t('employee.back')}
    </Link>
  );

  const view = (person: EmployeeDetail) => {
    const name = employeeName(person);
    const canUpdate = can('update', 'Employee', { divisionIds: person.divisionIds });
    const canRemove = can('delete', 'Employee', { userId: person.id, divisionIds: person.divisionIds });
    const roleNames = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
    const flat = flattenDivisions(divisions.data ?? []);
    const listOf = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
      ids.map((id) => names.get(id) ?? id).join(', ') || '—';

    return (
      <div className="stack employee-page">
        {backLink}
        <section className="panel employee-head" aria-labelledby="employee-name">
          <div>
            <h2 id="employee-name">{name}</h2>
            {name !== person.email && <p className="muted">{person.email}</p>}
          </div>
          <span className={`badge ${person.status === 'active' ? 'badge-success' : 'badge-warning'}`}>
            {t(`statuses.${person.status}`)}
          </span>
          {!canUpdate && <p className="muted employee-readonly">{t('employee.readOnly')}</p>}
        </section>

        <div className="employee-grid">
          {canUpdate ? (
            <JobForm employee={person} onSave={(body) => update.mutateAsync({ employee: person, body })} />
          ) : (
            <section className="panel stack" aria-labelledby="employee-job">
              <h3 id="employee-job">{t('employee.job')}</h3>
              <p>{[person.title, person.department].filter(Boolean).join(' · ') || '—'}</p>
            </section>
          )}

          <section className="panel stack" aria-labelledby="employee-profiles">
            <h3 id="employee-profiles">{t('employee.profiles')}</h3>
            {person.profiles.length === 0 ? (
              <p className="muted">{t('employee.noProfiles')}</p>
            ) : (
              <ul className="plain-list employee-list">
                {person.profiles.map((profile) => (
                  <li key={profile.id}>
                    <span>{profile.name}</span>
                    {profile.slug && (
                      <a
                        className="button button-ghost button-small"
                        href={profileUrl('', profile.slug)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <Trans
                          t={t}
                          i18nKey="employee.openCard"
                          values={{ name: profile.name }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="panel stack" aria-labelledby="employee-cards">
            <h3 id="employee-cards">{t('employee.cards')}</h3>
            {person.cards.length === 0 ? (
              <p className="muted">{t('employee.noCards')}</p>
            ) : (
              <ul className="plain-list employee-list">
                {person.cards.map((card) => (
                  <li key={card.id}>
                    <span>{card.label || t('employee.card', { id: card.id })}</span>
                    <Link className="button button-ghost button-small" to={paths.companyCards}>
                      {t('employee.cards')}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {canUpdate && roles.data ? (
            <ChoiceForm
              title={t('employee.roles')}
              saveLabel={t('employee.saveRoles')}
              options={roles.data.map((r) => ({ value: r.id, label: r.name }))}
              selected={person.roleIds}
              onSave={(roleIds) => access.mutateAsync({ employee: person, roleIds })}
            />
          ) : (
            <section className="panel stack" aria-labelledby="employee-roles">
              <h3 id="employee-roles">{t('employee.roles')}</h3>
              <p>{listOf(person.roleIds, roleNames)}</p>
            </section>
          )}

          {canUpdate && divisions.data ? (
            <ChoiceForm
              title={t('employee.divisions')}
              saveLabel={t('employee.saveDivisions')}
              options={flat.map((d) => ({ value: d.id, label: d.name, depth: d.depth }))}
              selected={person.divisionIds}
              empty={t('employee.noDivisionsYet')}
              onSave={(divisionIds) => access.mutateAsync({ employee: person, divisionIds })}
            />
          ) : (
            <section className="panel stack" aria-labelledby="employee-divisions">
              <h3 id="employee-divisions">{t('employee.divisions')}</h3>
              <p>{listOf(person.divisionIds, new Map(flat.map((d) => [d.id, d.path])))}</p>
            </section>
          )}

          {(canUpdate || canRemove) && (
            <section className="panel stack" aria-labelledby="employee-status">
              <h3 id="employee-status">{t('employee.status')}</h3>
              <p className="muted">{t('employee.suspendText')}</p>
              <div className="row">
                {canUpdate && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate({
                        employee: person,
                        body: { status: person.status === 'active' ? 'suspended' : 'active' },
                      })
                    }
                  >
                    {t(person.status === 'active' ? 'employee.suspend' : 'employee.reactivate')}
                  </button>
                )}
                {canRemove && (
                  <button type="button" className="button button-danger" onClick={() => setRemoving(true)}>
                    {t('employee.remove')}
                  </button>
                )}
              </div>
            </section>
          )}
        </div>

        <ConfirmDialog
          open={removing}
          title={t('users.remove.title', { name, company: company.name })}
          confirmLabel={t('users.remove.confirm')}
          pendingLabel={t('users.remove.pending')}
          pending={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() => remove.mutate({ employee: person }, { onSuccess: () => navigate(back, { replace: true }) })}
        >
          <p>{t('users.remove.access')}</p>
          <p>{t('users.remove.cards')}</p>
          <p>{t('users.remove.account')}</p>
        </ConfirmDialog>
      </div>
    );
  };

  return (
    <QueryView
      query={employee}
      loadingLabel={t('employee.loading')}
      errorTitle={t('employee.loadFailed')}
      notFound={
        <EmptyState icon={<Icon name="profile" />} title={t('employee.notFound')} action={backLink}>
          <p>{t('employee.notFoundText')}</p>
        </EmptyState>
      }
    >
      {view}
    </QueryView>
  );
}
