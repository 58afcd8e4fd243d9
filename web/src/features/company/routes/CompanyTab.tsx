import { Navigate, useParams } from 'react-router-dom';
import { COMPANY_TABS } from '../api';
import { CompanySection } from '../components/CompanySection';

/** /company/{tab}: roles, divisions, links, branding, import & export. */
export default function CompanyTab() {
  const { tab } = useParams();
  const known = COMPANY_TABS.find((t) => t.id === tab && t.id !== 'overview' && t.id !== 'users');
  if (!known) return <Navigate to="/company" replace />;
  return <CompanySection tab={known.id} />;
}
