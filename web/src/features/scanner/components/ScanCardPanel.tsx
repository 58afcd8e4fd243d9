import { useEffect, useId, useRef, useState } from 'react';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import scanner from '../i18n/en';
import { useCommonText } from '../../../i18n';
import { useMessageText } from '../../../i18n/messages';
import { CheckboxField, FileButton } from '../../../lib/forms';
import { useObjectUrl } from '../../../lib/object-url';
import { draftOf, foundSummary, type ScannedContact } from '../draft';
import { useScannerText } from '../i18n';
import {
  BlankPicture,
  READ_TIME_LIMIT_MS,
  ReadingStopped,
  UnreadablePicture,
  UnsupportedBrowser,
  type CardReader,
  type CreateCardReader,
  type ReadStep,
} from '../ocr/reader';
import '../scanner.css';

/** The problems' English wording (the catalogue's), as the tests read them. */
export const SCAN_TEXTS = scanner.problems;

/** Why a picture is refused: not read, or not openable. */
type Refusal = 'notAPicture' | 'tooLarge' | 'unreadable';

/** The checks made before the picture is read: a picture, at most 5 MB (the contact photo's limit too). */
export function pictureProblem(file: File): Refusal | null {
  // Some phones' pickers give no type: the browser then finds out when it opens the picture.
  if (file.type && !file.type.startsWith('image/')) return 'notAPicture';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}

/** The browser's tesseract.js reader, loaded only when a picture is first read, and only in a browser that can run it. */
const browserReader: CreateCardReader = async (onProgress) => {
  (await import('../ocr/support')).assertCanPrepareCards();
  return (await import('../ocr/browser')).createBrowserCardReader(onProgress);
};

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; step: ReadStep; fraction: number }
  | { kind: 'found'; summary: string; unsure: boolean }
  | { kind: 'empty' }
  | { kind: 'blank' }
  | { kind: 'notACard' }
  | { kind: 'unsupported' }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'stopped'; why: ReadingStopped['why'] }
  | { kind: 'failed' };

interface ScanCardPanelProps {
  /** A scan's fields (and the photo, when kept) for the contact form; null when it found nothing. */
  onScan: (scan: ScannedContact | null) => void;
  /** The text reader; the browser's tesseract.js unless a test gives another one. */
  createReader?: CreateCardReader;
  /** How long a card's reading may take (READ_TIME_LIMIT_MS; a test sets less). */
  readTimeLimitMs?: number;
}

/**
 * "Scan a business card": the person takes or picks a photo, the text on it is read in the
 * browser and recognised field by field, and the fields go to the contact form below to check.
 * The photo stays on the device unless the person keeps it as the contact's picture.
 */
export function ScanCardPanel({
  onScan,
  createReader = browserReader,
  readTimeLimitMs = READ_TIME_LIMIT_MS,
}: ScanCardPanelProps) {
  const { t } = useScannerText();
  const common = useCommonText();
  const messageText = useMessageText();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [picture, setPicture] = useState<File | null>(null);
  const [keep, setKeep] = useState(false);
  const preview = useObjectUrl(state.kind === 'found' ? picture : null);
  const reader = useRef<Promise<CardReader> | null>(null);
  const lastScan = useRef<ScannedContact | null>(null);
  const scans = useRef(0);
  const stopReading = useRef<(() => void) | null>(null);

  // The engine is kept while the screen is open (the next card reads at once) and stopped when it closes.
  useEffect(
    () => () => {
      void reader.current?.then((r) => r.close()).catch(() => undefined);
      reader.current = null;
    },
    [],
  );

  /**
   * The reading, unless the person stops it or it passes the time limit (from when the engine is
   * ready): either rejects with ReadingStopped, and the engine is then stopped by `read`.
   */
  const untilStopped = <T,>(work: Promise<T>, limitMs?: number) =>
    new Promise<T>((resolve, reject) => {
      const timer =
        limitMs === undefined ? undefined : setTimeout(() => reject(new ReadingStopped('tooLong')), limitMs);
      stopReading.current = () => reject(new ReadingStopped('stopped'));
      work.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  const read = async (file: File) => {
    setState({ kind: 'reading', step: 'loading', fraction: 0 });
    try {
      reader.current ??= createReader((step, fraction) =>
        setState((now) => (now.kind === 'reading' ? { kind: 'reading', step, fraction } : now)),
      );
      const [engine, recogniser] = await untilStopped(Promise.all([reader.current, import('../recognise')]));
      const lines = await untilStopped(engine.read(file), readTimeLimitMs);
      const card = recogniser.recogniseCard(lines, {
        defaultCountry: recogniser.countryOfLanguages(navigator.languages ?? []),
      });
      const summary = foundSummary(card, t);
      lastScan.current = summary ? { id: (scans.current += 1), draft: draftOf(card, t), photo: null } : null;
      onScan(lastScan.current);
      // Words but no name, email or number: another language or script, or a picture of something else.
      const aCard = Boolean(card.firstName || card.lastName || card.emails.length || card.phones.length);
      setState(
        !summary && lines.length === 0
          ? { kind: 'empty' }
          : aCard
            ? { kind: 'found', summary, unsure: card.unsure.length > 0 }
            : { kind: 'notACard' },
      );
    } catch (error) {
      if (error instanceof UnreadablePicture) return setState({ kind: 'refused', refusal: 'unreadable' });
      if (error instanceof BlankPicture) return setState({ kind: 'blank' });
      // The engine did not start, broke down or was stopped mid-reading (stopping its worker is
      // the only way to stop a reading): a new one starts on the next try.
      void reader.current?.then((r) => r.close()).catch(() => undefined);
      reader.current = null;
      setState(
        error instanceof ReadingStopped
          ? { kind: 'stopped', why: error.why }
          : error instanceof UnsupportedBrowser
            ? { kind: 'unsupported' }
            : { kind: 'failed' },
      );
    } finally {
      stopReading.current = null;
    }
  };

  const pick = (file: File) => {
    const problem = pictureProblem(file);
    if (problem) return setState({ kind: 'refused', refusal: problem });
    setPicture(file);
    setKeep(false);
    void read(file);
  };

  const keepPhoto = (value: boolean) => {
    setKeep(value);
    if (lastScan.current) {
      lastScan.current = { ...lastScan.current, photo: value ? picture : null };
      onScan(lastScan.current);
    }
  };

  const busy = state.kind === 'reading';
  return (
    <section className="panel scanner-panel" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t('panel.title')}</h2>
      <p className="muted">{t('panel.intro')}</p>
      <div className="row scanner-actions">
        <FileButton
          label={t('panel.takePhoto')}
          accept="image/*"
          capture="environment"
          onFile={pick}
          pending={busy}
          className="button button-primary"
        />
        <FileButton label={t('panel.choosePicture')} accept="image/*" onFile={pick} pending={busy} />
      </div>

      <div role="status" className="scanner-status">
        {state.kind === 'reading' && <ReadingProgress step={state.step} fraction={state.fraction} />}
        {state.kind === 'found' && <p>{t('panel.found', { summary: state.summary })}</p>}
        {state.kind === 'found' && state.unsure && <p className="notice notice-warning">{t('panel.checkSome')}</p>}
        {state.kind === 'empty' && <p className="notice notice-warning">{t('problems.nothingFound')}</p>}
        {state.kind === 'blank' && <p className="notice notice-warning">{t('problems.blank')}</p>}
        {state.kind === 'notACard' && <p className="notice notice-warning">{t('problems.notACard')}</p>}
        {state.kind === 'unsupported' && <p className="notice notice-warning">{t('problems.unsupported')}</p>}
        {state.kind === 'stopped' && <p className="notice notice-warning">{t(`problems.${state.why}`)}</p>}
      </div>
      {busy && (
        <button type="button" className="button button-secondary button-small" onClick={() => stopReading.current?.()}>
          {t('panel.stop')}
        </button>
      )}
      {state.kind === 'found' && (
        <div className="scanner-result">
          {preview && <img className="scanner-thumb" src={preview} alt={t('panel.photoAlt')} />}
          <CheckboxField
            label={t('panel.keepPhoto')}
            hint={t('panel.keepPhotoHint')}
            checked={keep}
            onChange={(event) => keepPhoto(event.currentTarget.checked)}
          />
        </div>
      )}

      {state.kind === 'refused' && (
        <p className="form-error" role="alert">
          {state.refusal === 'tooLarge' ? messageText(MESSAGES.fileTooLarge) : t(`problems.${state.refusal}`)}
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="form-error stack scanner-failed" role="alert">
          <p>{t('problems.readerFailed')}</p>
          {picture && (
            <button type="button" className="button button-secondary button-small" onClick={() => void read(picture)}>
              {common.t('tryAgain')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function ReadingProgress({ step, fraction }: { step: ReadStep; fraction: number }) {
  const { t } = useScannerText();
  const labelId = useId();
  const label =
    step === 'loading'
      ? t('panel.gettingReady')
      : step === 'preparing'
        ? t('panel.preparing')
        : t('panel.reading', { percent: Math.round(fraction * 100) });
  return (
    <div className="stack scanner-progress">
      <span id={labelId}>{label}</span>
      {/* Getting ready and preparing have no measure worth showing (the model comes from the cache after the first time). */}
      <progress aria-labelledby={labelId} max={1} value={step === 'reading' ? fraction : undefined} />
    </div>
  );
}
