import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalOptions {
  /** Whether the modal is showing (focus moves in when it opens and back when it closes). */
  open: boolean;
  /** Escape and the backdrop close it, unless `busy` (a change is being sent). */
  onClose: () => void;
  busy: boolean;
  /** Where focus starts; the first focusable element when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * What every modal here shares: focus starts inside, stays inside while it is open (Tab wraps),
 * Escape and a click on the backdrop close it, and focus goes back to what opened it.
 */
export function useModal({ open, onClose, busy, initialFocus }: ModalOptions) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => opener?.focus();
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget && !busy) onClose();
  };

  return { dialog, onKeyDown, onBackdropMouseDown };
}
