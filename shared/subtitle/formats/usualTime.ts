// How SubRip and WebVTT files write nearly every time, "hh:mm:ss,mmm" (WebVTT with '.'), read
// at fixed places. Both parsers try it before their general readers, which take any number of
// digits in each part.

/** "hh:mm:ss,mmm" */
export const USUAL_TIME_LENGTH = 12;

/** The time at `at` if it is written the usual way, "hh:mm:ss,mmm" (or with '.'), else -1: each
 *  character read once at a known place, no loops. Anything else is for the general reader. */
export function readUsualTime(text: string, at: number, limit: number): number {
  const after = at + USUAL_TIME_LENGTH;
  if (after > limit || after > text.length) return -1;
  const separator = text.charCodeAt(at + 8);
  if (
    text.charCodeAt(at + 2) !== 58 ||
    text.charCodeAt(at + 5) !== 58 ||
    (separator !== 44 && separator !== 46) ||
    (after < limit && isDigit(text.charCodeAt(after)))
  ) {
    return -1;
  }
  const h1 = text.charCodeAt(at) - 48;
  const h2 = text.charCodeAt(at + 1) - 48;
  const m1 = text.charCodeAt(at + 3) - 48;
  const m2 = text.charCodeAt(at + 4) - 48;
  const s1 = text.charCodeAt(at + 6) - 48;
  const s2 = text.charCodeAt(at + 7) - 48;
  const f1 = text.charCodeAt(at + 9) - 48;
  const f2 = text.charCodeAt(at + 10) - 48;
  const f3 = text.charCodeAt(at + 11) - 48;
  // Unsigned compares: a character below '0' turns into a large number, so one test per digit.
  if (
    h1 >>> 0 > 9 ||
    h2 >>> 0 > 9 ||
    m1 >>> 0 > 5 ||
    m2 >>> 0 > 9 ||
    s1 >>> 0 > 5 ||
    s2 >>> 0 > 9 ||
    f1 >>> 0 > 9 ||
    f2 >>> 0 > 9 ||
    f3 >>> 0 > 9
  ) {
    return -1;
  }
  return (
    (h1 * 10 + h2) * 3600000 +
    (m1 * 10 + m2) * 60000 +
    (s1 * 10 + s2) * 1000 +
    f1 * 100 +
    f2 * 10 +
    f3
  );
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
