/** One of three designs, as a segmented group of toggle buttons; locked, only the chosen one shows as pressed. */
export function DesignPicker<D extends string>({
  label,
  designs,
  labelOf,
  value,
  onChange,
  locked,
}: {
  label: string;
  designs: readonly D[];
  /** A design's name. */
  labelOf: (design: D) => string;
  value: D;
  onChange: (design: D) => void;
  locked: boolean;
}) {
  return (
    <div className="segmented share-kit-designs" role="group" aria-label={label}>
      {designs.map((design) => (
        <button
          key={design}
          type="button"
          className="segmented-option"
          aria-pressed={design === value}
          disabled={locked && design !== value}
          onClick={() => onChange(design)}
        >
          {labelOf(design)}
        </button>
      ))}
    </div>
  );
}
