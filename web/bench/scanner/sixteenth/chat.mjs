// The sixteenth generator's chat forwarding (session 19): a photo sent on through a messaging app —
// shrunk to the app's size and saved as JPEG a second time at another quality, or a screenshot of
// the photo as the app shows it, with the phone's status bar, the chat's header and its input bar.
import sharp from 'sharp';

/** `jpeg` (a JPEG) shrunk so its long side is at most `side` px and saved again at quality `q`. */
export const resend = (jpeg, side, q) =>
  sharp(jpeg)
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: q })
    .toBuffer();

/** A screenshot of `jpeg` (FW × FH) in a chat app on a 1440 × 3040 screen, saved at quality `q`. */
export async function screenshot(r, jpeg, FW, FH, q) {
  const [SW, SH] = [1440, 3040];
  const h = Math.round((FH * SW) / FW);
  const top = Math.round((SH - h) / 2);
  const header = r.pick(['#075e54', '#2481cc', '#1c1c1e', '#7360f2']);
  const clock = `${r.int(20, 23)}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const bars = `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${SH}">
<rect width="${SW}" height="${SH}" fill="#000"/>
<rect width="${SW}" height="120" fill="${header}"/>
<text x="70" y="85" font-family="Sawarabi Gothic" font-size="48" fill="#fff">${clock}</text>
<rect x="${SW - 170}" y="50" width="90" height="40" rx="8" fill="none" stroke="#fff" stroke-width="4"/>
<rect x="${SW - 164}" y="56" width="${r.int(20, 78)}" height="28" fill="#fff"/>
<rect y="120" width="${SW}" height="190" fill="${header}"/>
<path d="M60 215 l40 -40 M60 215 l40 40" stroke="#fff" stroke-width="10"/>
<text x="150" y="235" font-family="Sawarabi Gothic" font-size="58" fill="#fff">Photo</text>
<rect y="${SH - 230}" width="${SW}" height="230" fill="#111"/>
<rect x="50" y="${SH - 190}" width="${SW - 260}" height="120" rx="60" fill="#2a2a2c"/>
<circle cx="${SW - 110}" cy="${SH - 130}" r="62" fill="${header}"/>
</svg>`;
  const photo = await sharp(jpeg).resize(SW, h).toBuffer();
  return sharp(Buffer.from(bars))
    .composite([{ input: photo, top, left: 0 }])
    .removeAlpha()
    .jpeg({ quality: q })
    .toBuffer();
}
