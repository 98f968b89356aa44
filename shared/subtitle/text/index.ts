export { autoBreak } from './autoBreak';
export { charactersPerSecond, cpsCharacterCount } from './cps';
export { lineLengths, maxLineLength, visibleLength } from './lineLengths';
export { removeStyling } from './removeStyling';
export { unbreak } from './unbreak';
