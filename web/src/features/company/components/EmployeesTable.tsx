import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { Employee } from '@contract/company';
import type { HeaderCheck } from '../../contacts';
import { employeeName } from '../api';
import { useCompanyUsersText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import { paths } from '../../../session/paths';
import { useCompanyScope } from './CompanyPage';

interface Selection {
  header: HeaderCheck;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
}

interface EmployeesTableProps {
  employees: readonly Employee[];
  roleNames: ReadonlyMap<string, string>;
  divisionNames: ReadonlyMap<string, string>;
  /** Offered when the caller may change people (bulk roles and divisions). */
  selection?: Selection;
  canUpdate: (employee: Employee) => boolean;
  canRemove: (employee: Employee) => boolean;
  onSetStatus: (employee: Employee, status: Employee['status']) => void;
  onRemove: (employee: Employee) => void;
  /** The employee whose change is being sent, so its buttons wait. */
  pendingId?: string | null;
}

const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
  ids
    .map((id) => names.get(id))
    .filter(Boolean)
    .join(', ') || '—';

/** The company's people: a table on wide screens, one card a person on phones (company.css). */
export function EmployeesTable({
  employees,
  roleNames,
  divisionNames,
  selection,
  canUpdate,
  canRemove,
  onSetStatus,
  onRemove,
  pendingId,
}: EmployeesTableProps) {
  const { t } = useCompanyUsersText();
  const hidden = <span className="visually-hidden" />;
  const { withScope } = useCompanyScope();
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selection?.header === 'some';
  }, [selection?.header]);

  return (
    <DataTable
      className="employees-table"
      caption={t('table.caption')}
      captionHidden
      columns={[
        selection && {
          key: 'check',
          header: (
            <input
              ref={all}
              type="checkbox"
              aria-label={t('table.selectAll', { shown: employees.length })}
              checked={selection.header === 'all'}
              onChange={selection.toggleAll}
            />
          ),
          headerProps: { className: 'col-check' },
          className: 'col-check',
          cell: (employee: Employee) => (
            <input
              type="checkbox"
              aria-label={t('table.select', { name: employeeName(employee) })}
              checked={selection.isSelected(employee.id)}
              onChange={() => selection.toggle(employee.id)}
            />
          ),
        },
        {
          key: 'name',
          header: t('table.name'),
          label: t('table.name'),
          cell: (employee) => {
            const name = employeeName(employee);
            return (
              <>
                <Link className="employee-name" to={withScope(paths.companyEmployee(employee.id))}>
                  {name}
                </Link>
                {name !== employee.email && <span className="fine-print employee-email">{employee.email}</span>}
              </>
            );
          },
        },
        {
          key: 'jobTitle',
          header: t('table.jobTitle'),
          label: t('table.jobTitle'),
          cell: (employee) => employee.title || '—',
        },
        {
          key: 'roles',
          header: t('table.roles'),
          label: t('table.roles'),
          cell: (employee) => namesOf(employee.roleIds, roleNames),
        },
        {
          key: 'divisions',
          header: t('table.divisions'),
          label: t('table.divisions'),
          cell: (employee) => namesOf(employee.divisionIds, divisionNames),
        },
        {
          key: 'status',
          header: t('table.status'),
          label: t('table.status'),
          cell: (employee) => (
            <span className={`badge ${employee.status === 'active' ? 'badge-success' : 'badge-warning'}`}>
              {t(`statuses.${employee.status}`)}
            </span>
          ),
        },
        {
          key: 'actions',
          header: <span className="visually-hidden">{t('table.actions')}</span>,
          className: 'employee-actions',
          cell: (employee) => {
            const name = employeeName(employee);
            const busy = pendingId === employee.id;
            return (
              <>
                {canUpdate(employee) && (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={busy}
                    onClick={() => onSetStatus(employee, employee.status === 'active' ? 'suspended' : 'active')}
                  >
                    <Trans
                      t={t}
                      i18nKey={employee.status === 'active' ? 'table.suspend' : 'table.reactivate'}
                      values={{ name }}
                      components={{ hidden }}
                    />
                  </button>
                )}
                {canRemove(employee) && (
                  <button
                    type="button"
                    className="button button-ghost button-small text-danger"
                    disabled={busy}
                    onClick={() => onRemove(employee)}
                  >
                    <Trans t={t} i18nKey="table.remove" values={{ name }} components={{ hidden }} />
                  </button>
                )}
              </>
            );
          },
        },
      ]}
      rows={employees}
      rowKey={(employee) => employee.id}
      rowProps={(employee) => ({ 'aria-selected': selection ? selection.isSelected(employee.id) : undefined })}
    />
  );
}
