// Styling markup subtitle text carries: HTML-like tags (<i>, </font>, <c.yellow>, WebVTT voice and
// timestamp tags), ASS override blocks ({\i1}, {\pos(10,20)}) and MicroDVD control codes ({y:i}).
// A '<' or '{' that does not open such markup ("a < b", "{laughs}") is text and stays.

const HTML_TAG = /<\/?(?:[a-zA-Z][^<>]*|\d[\d:.]*)>/g;
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;
const MICRODVD_CODE = /\{[yYcCfFsSpPhH]:[^{}]*\}/g;

export function removeStyling(text: string): string {
  if (text.indexOf('<') === -1 && text.indexOf('{') === -1) return text;
  return text.replace(HTML_TAG, '').replace(ASS_OVERRIDE, '').replace(MICRODVD_CODE, '');
}
