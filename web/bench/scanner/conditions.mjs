// The picture conditions of the two independent generators' sets (fresh/, fourth/), in the order
// they are drawn: the names the scorer's per-condition table reports, shared so both sets' rows
// line up. Only the names are shared; each generator makes its own pictures of them.
export const CONDITIONS = [
  'clean',
  'slant',
  'small in frame',
  'tilt',
  'uneven light',
  'kraft or yellow paper',
  'dark paper',
  'colour band',
  'low resolution',
  'jpeg and blur',
];
