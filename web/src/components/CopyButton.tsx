import { useState } from 'react';

interface CopyButtonProps {
  value: string;
  /** The button's words, which say what it copies ("Copy callback URL"), and after a copy. */
  label: string;
  copiedLabel: string;
  /** Without clipboard permission, this field takes focus (and selects itself) for a manual copy. */
  fallbackFieldId?: string;
  className?: string;
}

/** Copies a value the screen shows (a secret, a URL to register elsewhere) and says so in its own words. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  fallbackFieldId,
  className = 'button button-secondary',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      if (fallbackFieldId) document.getElementById(fallbackFieldId)?.focus();
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {copied ? copiedLabel : label}
    </button>
  );
}
