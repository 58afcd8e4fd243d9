import type { Company } from '@contract/company';
import { ErrorState, LoadingState } from '../../../components/ui';
import { useCreateDivision, useDivisions, useUpdateDivision } from '../api';
import { useCompanyText } from '../i18n';
import { useCompanyAbility } from './CompanyPage';
import { DivisionTree } from './DivisionTree';

/** /company/divisions: the company's teams and offices, one inside another. */
export function DivisionsPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const can = useCompanyAbility(company);
  const divisions = useDivisions(company.id);
  const create = useCreateDivision(company.id);
  const rename = useUpdateDivision(company.id);

  if (divisions.isPending) return <LoadingState label={t('divisions.loading')} />;
  if (divisions.isError) return <ErrorState error={divisions.error} title={t('divisions.loadFailed')} onRetry={() => void divisions.refetch()} />;
  return (
    <DivisionTree
      divisions={divisions.data}
      canCreate={can('create', 'Division')}
      canRename={can('update', 'Division')}
      onCreate={(name, parentId) => create.mutateAsync({ name, parentId })}
      onRename={(division, name) => rename.mutateAsync({ divisionId: division.id, body: { name } })}
    />
  );
}
