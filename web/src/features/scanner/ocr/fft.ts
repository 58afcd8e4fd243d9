/** The discrete Fourier transform of (re, im) in place, radix 2 (the length a power of two); `inverse` leaves the 1/n scaling to the caller. */
export function fft(re: Float32Array, im: Float32Array, inverse = false): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      let t = re[i];
      re[i] = re[j];
      re[j] = t;
      t = im[i];
      im[i] = im[j];
      im[j] = t;
    }
  }
  for (let length = 2; length <= n; length <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / length;
    const [wr, wi] = [Math.cos(angle), Math.sin(angle)];
    const half = length >> 1;
    for (let start = 0; start < n; start += length) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < half; k += 1) {
        const p = start + k;
        const q = p + half;
        const tr = re[q] * cr - im[q] * ci;
        const ti = re[q] * ci + im[q] * cr;
        re[q] = re[p] - tr;
        im[q] = im[p] - ti;
        re[p] += tr;
        im[p] += ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

/** The 2-D transform of a width × height grid (both powers of two) in place: rows, then columns. */
export function fft2d(re: Float32Array, im: Float32Array, width: number, height: number, inverse = false): void {
  const [rowRe, rowIm] = [new Float32Array(width), new Float32Array(width)];
  for (let y = 0; y < height; y += 1) {
    rowRe.set(re.subarray(y * width, (y + 1) * width));
    rowIm.set(im.subarray(y * width, (y + 1) * width));
    fft(rowRe, rowIm, inverse);
    re.set(rowRe, y * width);
    im.set(rowIm, y * width);
  }
  const [colRe, colIm] = [new Float32Array(height), new Float32Array(height)];
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) {
      colRe[y] = re[y * width + x];
      colIm[y] = im[y * width + x];
    }
    fft(colRe, colIm, inverse);
    for (let y = 0; y < height; y += 1) {
      re[y * width + x] = colRe[y];
      im[y * width + x] = colIm[y];
    }
  }
}
