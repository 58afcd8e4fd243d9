/**
 * Copies HTML as rich text, so pasting into a mail client's signature box keeps the layout,
 * the links and the pictures. The Clipboard API's ClipboardItem where the browser has it (and
 * allows it); else the older copy command, whose copy event is given the HTML. Both put a plain
 * text version beside it, for places that take only text.
 */

/** The HTML's text, a line a table row or line break, without the markup. */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/tr>/gi, '</tr>\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function copyThroughEvent(html: string, text: string): boolean {
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/html', html);
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}

/** Resolves once copied; rejects when the browser let neither way copy. */
export async function copyHtml(html: string): Promise<void> {
  const text = plainTextOf(html);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // Permission refused, or no HTML on this browser's clipboard: the copy command may still work.
    }
  }
  if (!copyThroughEvent(html, text)) throw new Error('The signature could not be copied.');
}
