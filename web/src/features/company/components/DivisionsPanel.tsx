import { useState } from 'react';
import type { Company, DivisionNode } from '@contract/company';
import { QueryView } from '../../../components/QueryView';
import { useCreateDivision, useDivisions, useUpdateDivision } from '../api';
import { useCompanyText } from '../i18n';
import { useCompanyAbility } from './CompanyPage';
import { useDeleteDivision } from '../admin-api';
import { flattenDivisions } from '../divisions';
import { DivisionTree } from './DivisionTree';
import { MoveAndDeleteDialog } from './MoveAndDeleteDialog';

/** /company/divisions: the company's teams and offices, one inside another. */
export function DivisionsPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const can = useCompanyAbility(company);
  const divisions = useDivisions(company.id);
  const create = useCreateDivision(company.id);
  const rename = useUpdateDivision(company.id);
  const remove = useDeleteDivision(company.id);
  const [deleting, setDeleting] = useState<DivisionNode | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <QueryView query={divisions} loadingLabel={t('divisions.loading')} errorTitle={t('divisions.loadFailed')}>
      {(data) => (
        <>
          <DivisionTree
            divisions={data}
            canCreate={can('create', 'Division')}
            canRename={can('update', 'Division')}
            canDelete={can('delete', 'Division')}
            onCreate={(name, parentId) => create.mutateAsync({ name, parentId })}
            onRename={(division, name) => rename.mutateAsync({ divisionId: division.id, body: { name } })}
            onDelete={setDeleting}
          />
          <MoveAndDeleteDialog
            target={deleting}
            title={deleting ? t('divisions.deleteTitle', { name: deleting.name }) : ''}
            body={t('divisions.deleteBody')}
            moveLabel={t('divisions.moveTo')}
            options={flattenDivisions(data)
              .filter((d) => d.id !== deleting?.id)
              .map((d) => ({ value: d.id, label: d.path }))}
            pending={remove.isPending}
            error={remove.error}
            onConfirm={(moveTo) =>
              deleting &&
              remove.mutate({ divisionId: deleting.id, name: deleting.name, moveTo }, { onSuccess: closeDelete })
            }
            onCancel={closeDelete}
          />
        </>
      )}
    </QueryView>
  );
}
