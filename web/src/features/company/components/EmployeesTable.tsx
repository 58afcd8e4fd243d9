import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { Employee } from '@contract/company';
import type { HeaderCheck } from '../../contacts';
import { employeeName } from '../api';
import { useCompanyUsersText } from '../i18n';
import { TableScroll } from '../../../components/TableScroll';
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
export function EmployeesTable({ employees, roleNames, divisionNames, selection, canUpdate, canRemove, onSetStatus, onRemove, pendingId }: EmployeesTableProps) {
  const { t } = useCompanyUsersText();
  const hidden = <span className="visually-hidden" />;
  const { withScope } = useCompanyScope();
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selection?.header === 'some';
  }, [selection?.header]);

  return (
    <TableScroll>
      <table className="table employees-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="col-check">
                <input
                  ref={all}
                  type="checkbox"
                  aria-label={t('table.selectAll', { shown: employees.length })}
                  checked={selection.header === 'all'}
                  onChange={selection.toggleAll}
                />
              </th>
            )}
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.jobTitle')}</th>
            <th scope="col">{t('table.roles')}</th>
            <th scope="col">{t('table.divisions')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => {
            const name = employeeName(employee);
            const selected = selection?.isSelected(employee.id) ?? false;
            const busy = pendingId === employee.id;
            return (
              <tr key={employee.id} aria-selected={selection ? selected : undefined}>
                {selection && (
                  <td className="col-check">
                    <input type="checkbox" aria-label={t('table.select', { name })} checked={selected} onChange={() => selection.toggle(employee.id)} />
                  </td>
                )}
                <td data-label={t('table.name')}>
                  <Link className="employee-name" to={withScope(paths.companyEmployee(employee.id))}>
                    {name}
                  </Link>
                  {name !== employee.email && <span className="fine-print employee-email">{employee.email}</span>}
                </td>
                <td data-label={t('table.jobTitle')}>{employee.title || '—'}</td>
                <td data-label={t('table.roles')}>{namesOf(employee.roleIds, roleNames)}</td>
                <td data-label={t('table.divisions')}>{namesOf(employee.divisionIds, divisionNames)}</td>
                <td data-label={t('table.status')}>
                  <span className={`badge ${employee.status === 'active' ? 'badge-success' : 'badge-warning'}`}>{t(`statuses.${employee.status}`)}</span>
                </td>
                <td className="employee-actions">
                  {canUpdate(employee) && (
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={busy}
                      onClick={() => onSetStatus(employee, employee.status === 'active' ? 'suspended' : 'active')}
                    >
                      <Trans t={t} i18nKey={employee.status === 'active' ? 'table.suspend' : 'table.reactivate'} values={{ name }} components={{ hidden }} />
                    </button>
                  )}
                  {canRemove(employee) && (
                    <button type="button" className="button button-ghost button-small text-danger" disabled={busy} onClick={() => onRemove(employee)}>
                      <Trans t={t} i18nKey="table.remove" values={{ name }} components={{ hidden }} />
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
