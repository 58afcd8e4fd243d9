/** Floods and regions on a small copy's pixels (4-connected), for the finds of the card and of a display. */

/** The pixels a flood from the picture's border reaches: it enters those `enters` allows and spreads on from those `spreads` allows (4-connected). */
export function floodFromBorder(
  w: number,
  h: number,
  enters: (p: number) => boolean,
  spreads: (p: number) => boolean,
): Uint8Array {
  const reached = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let tail = 0;
  const push = (p: number) => {
    if (reached[p] || !enters(p)) return;
    reached[p] = 1;
    queue[tail++] = p;
  };
  for (let x = 0; x < w; x += 1) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y += 1) {
    push(y * w);
    push(y * w + w - 1);
  }
  for (let head = 0; head < tail; head += 1) {
    const p = queue[head];
    if (!spreads(p)) continue;
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p < w * (h - 1)) push(p + w);
  }
  return reached;
}

/** Every 4-connected region of pixels not blocked, as pixel indexes. */
export function regions(blocked: Uint8Array, w: number, h: number): Int32Array[] {
  const label = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  const found: Int32Array[] = [];
  for (let start = 0; start < w * h; start += 1)
    if (!blocked[start] && !label[start]) found.push(grow(blocked, start, w, h, label, queue));
  return found;
}

/** The 4-connected region of pixels not blocked that holds `start` (not blocked itself). */
export function regionAt(blocked: Uint8Array, start: number, w: number, h: number): Int32Array {
  return grow(blocked, start, w, h, new Uint8Array(w * h), new Int32Array(w * h));
}

/** The region grown from `start`, its pixels marked in `seen`; `queue` is scratch room for w × h indexes. */
function grow(
  blocked: Uint8Array,
  start: number,
  w: number,
  h: number,
  seen: Uint8Array,
  queue: Int32Array,
): Int32Array {
  let tail = 0;
  seen[start] = 1;
  queue[tail++] = start;
  for (let head = 0; head < tail; head += 1) {
    const p = queue[head];
    const x = p % w;
    for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w]) {
      if (q < 0 || q >= w * h || blocked[q] || seen[q]) continue;
      seen[q] = 1;
      queue[tail++] = q;
    }
  }
  return queue.slice(0, tail);
}
