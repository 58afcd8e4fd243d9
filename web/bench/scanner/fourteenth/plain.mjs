// The fourteenth generator's plain designs (session 17), none of them an earlier set's: the
// company set sideways up the left edge; a huge faint initial behind the text; the numbers and
// addresses in outlined pills; a timeline (a rule with dots, one per contact); the lines stepping
// in like stairs; corner brackets round a centred name; a tagline in quotes over a dot grid.
// Each names its `grip`, the edge whose margin no text comes near, where the hand's thumb may rest.

/** The person's contact lines in the order cards print them. */
export const contacts = (p) => [...p.phoneLines, p.email, p.website.replace(/^https:\/\//, ''), ...p.addressLines];

const nameOpts = (W) => ({ size: 58, room: W * 0.62, head: true, bold: true });

export const PLAIN = {
  sideways: {
    grip: 'right',
    draw(set, p, k, W, H) {
      const x = W * 0.17;
      const lines = contacts(p);
      const out = [
        `<rect x="${W * 0.115}" y="${H * 0.1}" width="3" height="${H * 0.8}" fill="${k.accent}"/>`,
        set(W * 0.085, H * 0.9, p.company, {
          size: 34,
          room: H * 0.8,
          head: true,
          caps: true,
          fill: k.accent,
          turn: -90,
        }),
        set(x, H * 0.2, p.shownName, { ...nameOpts(W), fill: k.ink }),
        ...p.role.map((line, i) =>
          set(x, H * 0.2 + 44 + i * 32, line, { size: 28, room: W * 0.7, fill: k.soft, italic: true }),
        ),
      ];
      const top = H * 0.9 - (lines.length - 1) * 34;
      lines.forEach((line, i) => out.push(set(x, top + i * 34, line, { size: 26, room: W * 0.72, fill: k.ink })));
      return out.join('');
    },
  },
  bigInitial: {
    grip: 'right',
    draw(set, p, k, W, H) {
      const x = W * 0.09;
      const initial = p.shownName.trim()[0];
      const out = [
        `<text x="${W * 0.93}" y="${H * 0.9}" font-family="Caslon" font-size="${H * 1.05}" text-anchor="end" fill="${k.accent}" fill-opacity="0.1">${initial}</text>`,
        set(x, H * 0.16, p.company, { size: 30, room: W * 0.8, head: true, fill: k.accent, bold: true }),
        set(x, H * 0.36, p.shownName, { ...nameOpts(W), fill: k.ink, room: W * 0.8 }),
        ...p.role.map((line, i) => set(x, H * 0.36 + 40 + i * 30, line, { size: 26, room: W * 0.8, fill: k.soft })),
      ];
      contacts(p)
        .reverse()
        .forEach((line, i) => out.push(set(x, H * 0.9 - i * 32, line, { size: 25, room: W * 0.78, fill: k.ink })));
      return out.join('');
    },
  },
  pills: {
    grip: 'left',
    draw(set, p, k, W, H) {
      const x = W * 0.1;
      const out = [
        set(x, H * 0.17, p.shownName, { ...nameOpts(W), fill: k.ink }),
        ...p.role.map((line, i) => set(x, H * 0.17 + 40 + i * 30, line, { size: 26, room: W * 0.55, fill: k.soft })),
        set(W * 0.92, H * 0.12, p.company, {
          size: 26,
          room: W * 0.3,
          anchor: 'end',
          head: true,
          caps: true,
          fill: k.accent,
        }),
      ];
      const pilled = [...p.phoneLines, p.email, p.website.replace(/^https:\/\//, '')];
      let y = H * 0.45;
      for (const line of pilled) {
        const width = Math.min(W * 0.8, line.length * 24 * 0.68 + 44);
        out.push(
          `<rect x="${x - 14}" y="${y - 26}" width="${width.toFixed(1)}" height="36" rx="18" fill="none" stroke="${k.accent}" stroke-width="2"/>`,
          set(x + 6, y, line, { size: 24, room: width - 34, fill: k.ink }),
        );
        y += 44;
      }
      p.addressLines.forEach((line, i) =>
        out.push(
          set(x, Math.max(y + 6, H * 0.85) + i * 30 - (p.addressLines.length - 1) * 30, line, {
            size: 24,
            room: W * 0.82,
            fill: k.soft,
          }),
        ),
      );
      return out.join('');
    },
  },
  timeline: {
    grip: 'left',
    draw(set, p, k, W, H) {
      const rule = W * 0.48;
      const lines = contacts(p);
      const step = Math.min(46, (H * 0.78) / lines.length);
      const top = H / 2 - ((lines.length - 1) * step) / 2;
      const out = [
        `<line x1="${rule}" y1="${top - 20}" x2="${rule}" y2="${top + (lines.length - 1) * step + 10}" stroke="${k.accent}" stroke-width="2"/>`,
        set(rule - 30, H * 0.4, p.shownName, {
          size: 44,
          room: W * 0.36,
          anchor: 'end',
          head: true,
          bold: true,
          fill: k.ink,
        }),
        ...p.role.map((line, i) =>
          set(rule - 30, H * 0.4 + 38 + i * 28, line, { size: 24, room: W * 0.36, anchor: 'end', fill: k.soft }),
        ),
        set(rule - 30, H * 0.4 + 44 + p.role.length * 28 + 18, p.company, {
          size: 24,
          room: W * 0.36,
          anchor: 'end',
          head: true,
          fill: k.accent,
        }),
      ];
      lines.forEach((line, i) => {
        const y = top + i * step;
        out.push(
          `<circle cx="${rule}" cy="${y - 8}" r="6" fill="${k.accent}"/>`,
          set(rule + 24, y, line, { size: 23, room: W * 0.46, fill: k.ink }),
        );
      });
      return out.join('');
    },
  },
  stairs: {
    grip: 'left',
    draw(set, p, k, W, H) {
      const out = [];
      const head = [
        [p.company, { size: 28, head: true, caps: true, track: 0.08, fill: k.accent }],
        [p.shownName, { size: 50, head: true, bold: true, fill: k.ink }],
        ...p.role.map((line) => [line, { size: 26, fill: k.soft }]),
      ];
      head.forEach(([text, o], i) => {
        const x = W * (0.09 + i * 0.035);
        out.push(set(x, H * 0.15 + i * 50, text, { ...o, room: W * 0.84 - x }));
      });
      contacts(p)
        .reverse()
        .forEach((line, i) =>
          out.push(set(W * 0.92, H * 0.9 - i * 30, line, { size: 24, room: W * 0.6, anchor: 'end', fill: k.ink })),
        );
      return out.join('');
    },
  },
  brackets: {
    grip: 'bottom',
    draw(set, p, k, W, H) {
      const [x0, x1, y0, y1, arm] = [W * 0.2, W * 0.8, H * 0.07, H * 0.42, 26];
      const corner = (x, y, dx, dy) =>
        `<path d="M${x + dx * arm} ${y} H${x} V${y + dy * arm}" fill="none" stroke="${k.accent}" stroke-width="3"/>`;
      const out = [corner(x0, y0, 1, 1), corner(x1, y0, -1, 1), corner(x0, y1, 1, -1), corner(x1, y1, -1, -1)];
      out.push(
        set(W / 2, H * 0.2, p.shownName, { size: 50, room: W * 0.56, anchor: 'middle', head: true, fill: k.ink }),
      );
      p.role.forEach((line, i) =>
        out.push(set(W / 2, H * 0.2 + 38 + i * 28, line, { size: 24, room: W * 0.56, anchor: 'middle', fill: k.soft })),
      );
      out.push(
        set(W / 2, H * 0.52, p.company, {
          size: 28,
          room: W * 0.8,
          anchor: 'middle',
          head: true,
          bold: true,
          fill: k.accent,
        }),
      );
      const lines = contacts(p);
      lines.forEach((line, i) =>
        out.push(
          set(W / 2, H * 0.84 - (lines.length - 1 - i) * 29, line, {
            size: 23,
            room: W * 0.84,
            anchor: 'middle',
            fill: k.ink,
          }),
        ),
      );
      return out.join('');
    },
  },
  tagline: {
    grip: 'left',
    draw(set, p, k, W, H) {
      const dots = [];
      for (let gx = W * 0.7; gx < W * 0.97; gx += 18)
        for (let gy = H * 0.06; gy < H * 0.4; gy += 18)
          dots.push(
            `<circle cx="${gx.toFixed(1)}" cy="${gy.toFixed(1)}" r="2" fill="${k.accent}" fill-opacity="0.35"/>`,
          );
      const x = W * 0.1;
      const slogan = p.tagline;
      const out = [
        ...dots,
        set(x, H * 0.12, `“${slogan}”`, { size: 24, room: W * 0.55, italic: true, fill: k.soft }),
        set(x, H * 0.3, p.shownName, { ...nameOpts(W), fill: k.ink }),
        ...p.role.map((line, i) => set(x, H * 0.3 + 38 + i * 28, line, { size: 25, room: W * 0.6, fill: k.soft })),
        set(x, H * 0.3 + 48 + p.role.length * 28 + 14, p.company, {
          size: 28,
          room: W * 0.7,
          head: true,
          bold: true,
          fill: k.accent,
        }),
      ];
      const lines = contacts(p);
      lines.forEach((line, i) =>
        out.push(set(x, H * 0.9 - (lines.length - 1 - i) * 29, line, { size: 23, room: W * 0.8, fill: k.ink })),
      );
      return out.join('');
    },
  },
};
