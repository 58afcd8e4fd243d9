import { ApiKeysPanel } from '../components/ApiKeysPanel';
import { useApiKeysText } from '../i18n';

/** /api-keys: a Pro user's own keys, for their contacts and analytics. */
export default function ApiKeys() {
  const { t } = useApiKeysText();
  return (
    <div className="page stack">
      <h1>{t('title')}</h1>
      <ApiKeysPanel owner="mine" />
    </div>
  );
}
