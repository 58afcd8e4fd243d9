// Digit grouping for the printed numbers of the fourteenth generator's countries.

/** A printer that cuts a digit string into groups of `sizes` joined by `sep` (the rest last). */
export const grouped =
  (sizes, sep = ' ') =>
  (digits) => {
    const out = [];
    let at = 0;
    for (const size of sizes) {
      out.push(digits.slice(at, at + size));
      at += size;
    }
    if (at < digits.length) out.push(digits.slice(at));
    return out.filter(Boolean).join(sep);
  };

/** Given names of men and women as the pools hold them. */
export const names = (men, women) => [
  ...men.map((name) => ({ name, woman: false })),
  ...women.map((name) => ({ name, woman: true })),
];
