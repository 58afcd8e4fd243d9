// The recogniser as the scan flow loads it (lazily, with libphonenumber-js's metadata).
export { recogniseCard, type ScannedCard, type RecogniseOptions } from './recognise';
export { countryOfLanguages } from './region';
export type { OcrLine } from './text';
