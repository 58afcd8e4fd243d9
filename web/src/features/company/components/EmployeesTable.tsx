import { useEffect, useRef } from 'react';
import type { Employee } from '@contract/company';
import type { HeaderCheck } from '../../contacts';
import { employeeName } from '../api';

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
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selection?.header === 'some';
  }, [selection?.header]);

  return (
    <div className="table-wrap">
      <table className="table employees-table">
        <caption className="visually-hidden">People in the company</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="col-check">
                <input ref={all} type="checkbox" aria-label={`Select all ${employees.length} people shown`} checked={selection.header === 'all'} onChange={selection.toggleAll} />
              </th>
            )}
            <th scope="col">Name</th>
            <th scope="col">Job title</th>
            <th scope="col">Roles</th>
            <th scope="col">Divisions</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
                    <input type="checkbox" aria-label={`Select ${name}`} checked={selected} onChange={() => selection.toggle(employee.id)} />
                  </td>
                )}
                <td data-label="Name">
                  <span className="employee-name">{name}</span>
                  {name !== employee.email && <span className="fine-print employee-email">{employee.email}</span>}
                </td>
                <td data-label="Job title">{employee.title || '—'}</td>
                <td data-label="Roles">{namesOf(employee.roleIds, roleNames)}</td>
                <td data-label="Divisions">{namesOf(employee.divisionIds, divisionNames)}</td>
                <td data-label="Status">
                  <span className={`badge ${employee.status === 'active' ? 'badge-success' : 'badge-warning'}`}>{employee.status === 'active' ? 'Active' : 'Suspended'}</span>
                </td>
                <td className="employee-actions">
                  {canUpdate(employee) && (
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={busy}
                      onClick={() => onSetStatus(employee, employee.status === 'active' ? 'suspended' : 'active')}
                    >
                      {employee.status === 'active' ? 'Suspend' : 'Reactivate'}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                  {canRemove(employee) && (
                    <button type="button" className="button button-ghost button-small text-danger" disabled={busy} onClick={() => onRemove(employee)}>
                      Remove<span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
