// The card's stock and inks by condition: white or cream stock with dark type; kraft or yellow
// stock; a dark-mode card (light type on near-black, navy or forest stock) for dark paper; a
// strong accent that carries light type for colour band.
const LIGHT = ['#ffffff', '#fbfaf6', '#f6f3ea', '#f4f6f7'];
const INKS = ['#1c1d21', '#23303b', '#2b2a28', '#1f2a24'];
const ACCENTS = ['#1f5d8c', '#a3362a', '#2d6b4f', '#7a3e8e', '#b5651d', '#0f6e74', '#394a9b'];
const GRADIENTS = [
  [
    ['#e8f1fb', '#fbe9ef'],
    ['#9cc3ea', '#f3b3c8'],
  ],
  [
    ['#eef7ef', '#fdf3e1'],
    ['#9fd3a8', '#f6cf8a'],
  ],
  [
    ['#f1eefb', '#e7f6f7'],
    ['#b9a7ec', '#8fd6da'],
  ],
];

export function stockFor(condition, r) {
  if (condition === 'dark paper') {
    const dark = r.pick([
      { paper: '#16191d', accent: '#e8c26a' },
      { paper: '#0f2233', accent: '#86cfe0' },
      { paper: '#1a2a21', accent: '#d9e3a0' },
      { paper: '#24201f', accent: '#f09a78' },
    ]);
    return {
      ...dark,
      ink: r.pick(['#f3f1ea', '#e9edf0']),
      light: '#ffffff',
      dark: true,
      grad: [dark.paper, '#2e3540'],
      blobs: ['#3b4c63', '#4b3a55'],
    };
  }
  if (condition === 'kraft or yellow paper') {
    const kraft = r.chance(0.5);
    return {
      paper: kraft ? r.pick(['#c9a47c', '#c19a6f', '#d1ae86']) : r.pick(['#f5e38a', '#f2da76', '#f7e9a6']),
      ink: kraft ? '#2a1d12' : '#222222',
      accent: kraft ? '#5e2717' : '#1d3f73',
      light: '#ffffff',
      kraft,
      grad: kraft ? ['#d6b893', '#c29a70'] : ['#f8eca6', '#f0d46a'],
      blobs: kraft ? ['#e0c6a2', '#b48a60'] : ['#fff4c0', '#e8c85a'],
    };
  }
  const [grad, blobs] = r.pick(GRADIENTS);
  return {
    paper: r.pick(LIGHT),
    ink: r.pick(INKS),
    accent: r.pick(ACCENTS),
    light: '#ffffff',
    grad,
    blobs,
    band: condition === 'colour band',
  };
}
