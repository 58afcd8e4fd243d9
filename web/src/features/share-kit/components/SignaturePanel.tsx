import { useId, useState } from 'react';
import { SIGNATURE_DESIGNS, type DesignChoice, type SignatureDesign } from '@contract/share-kit';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../lib/toasts';
import { useSignatureHtml } from '../api';
import { copyHtml } from '../copy-html';
import { useShareKitText } from '../i18n';
import { DesignPicker } from './DesignPicker';
import { InstallSteps } from './InstallSteps';

/** The preview document: the signature on white, as a mail shows it; links open outside the app. */
const previewDocument = (html: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><base target="_blank"></head><body style="margin:12px;background:#ffffff;">${html}</body></html>`;

/**
 * The email signature: a design to choose (or the company's), a live preview, "Copy signature"
 * and how to install it in Gmail, Outlook and Apple Mail. The preview is a sandboxed frame: the
 * signature's own styles cannot touch the app's, and nothing in it runs (no `allow-scripts`).
 * It keeps the app's origin so its pictures load as the app's do (the API's files are
 * same-site only); without scripts that grants the frame nothing.
 */
export function SignaturePanel({
  profileId,
  choice,
  companyName,
}: {
  profileId: string;
  choice: DesignChoice<SignatureDesign>;
  companyName?: string;
}) {
  const { t } = useShareKitText();
  const titleId = useId();
  const [design, setDesign] = useState<SignatureDesign>(choice.design);
  const signature = useSignatureHtml(profileId, design);
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    if (!signature.data) return;
    setCopying(true);
    try {
      await copyHtml(signature.data);
      notify.success(t('toast.signatureCopied'));
    } catch {
      notify.error(t('toast.signatureCopyFailed'));
    } finally {
      setCopying(false);
    }
  };

  const designName = (d: SignatureDesign) => t(`designs.signature.${d}`);

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('signature.title')}</h2>
      <p className="muted">{t('signature.intro')}</p>
      <DesignPicker
        label={t('signature.designLabel')}
        designs={SIGNATURE_DESIGNS}
        labelOf={designName}
        value={design}
        onChange={setDesign}
        locked={choice.locked}
      />
      {choice.locked && (
        <p className="fine-print" role="note">
          {t('signature.locked', { company: companyName ?? t('yourCompany'), design: designName(choice.design) })}
        </p>
      )}
      <div className="share-kit-preview">
        <QueryView query={signature} loadingLabel={t('signature.drawing')} errorTitle={t('signature.error')}>
          {(data) => (
            <iframe
              title={t('signature.preview', { design: designName(design) })}
              sandbox="allow-same-origin"
              srcDoc={previewDocument(data)}
              className="share-kit-signature-frame"
            />
          )}
        </QueryView>
      </div>
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void copy()}
          disabled={!signature.data || copying}
          aria-busy={copying || undefined}
        >
          {t('signature.copy')}
        </button>
      </div>
      <InstallSteps />
    </section>
  );
}
