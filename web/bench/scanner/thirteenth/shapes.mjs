// The thirteenth generator's small shapers of a country's wording (session 16): a number's digits
// cut into groups, an ordinal floor, given names marked by whether their bearer is a woman.
export const split =
  (sizes, sep = ' ') =>
  (d) => {
    let at = 0;
    return sizes
      .map((n) => {
        at += n;
        return d.slice(at - n, at);
      })
      .join(sep);
  };
export const ordinal = (n) => `${n}${['th', 'st', 'nd', 'rd'][n % 10 < 4 && Math.floor(n / 10) !== 1 ? n % 10 : 0]}`;
export const men = (names) => names.map((name) => ({ name, woman: false }));
export const women = (names) => names.map((name) => ({ name, woman: true }));
