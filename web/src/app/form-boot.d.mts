/** Makes a prerendered form page usable before its script arrives; see form-boot.mjs. */
export function holdForm(root: HTMLElement, start: () => void, schedule: ((begin: () => void) => void) | null): void;
