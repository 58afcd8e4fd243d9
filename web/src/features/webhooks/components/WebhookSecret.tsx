import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { useWebhooksText } from '../i18n';

/** A signing secret, shown once: after creating the endpoint, or after a rotation (the old one signs 24 h more). */
export function WebhookSecret({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose: () => void }) {
  const { t } = useWebhooksText();
  return (
    <SecretShownOnce
      secret={secret}
      onClose={onClose}
      text={{
        title: rotated ? t('secret.rotatedTitle') : t('secret.createdTitle'),
        warning: rotated ? t('secret.rotatedText') : t('secret.createdText'),
        label: t('secret.label'),
        copy: t('secret.copy'),
        copied: t('secret.copied'),
        done: t('secret.done'),
      }}
    />
  );
}
