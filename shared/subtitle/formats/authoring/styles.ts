// How the authoring exports mark styles in a cue's text, as codecs between the file's text and
// the model's tags (<i>, <b>, <u>, {\anN}). Lines stay joined by '\n' on both sides.
import { removeStyling } from '../../text/removeStyling';

export interface StyleCodec {
  /** File text (lines joined by '\n') → model text. */
  decode(text: string): string;
  /** Model text → file text (lines joined by '\n'). */
  encode(text: string): string;
  /** A character every text that decode changes holds: a text without it decodes to itself. */
  readonly marker?: string;
}

/** No styles: tags and override blocks are left out when writing. */
export const PLAIN: StyleCodec = {
  decode: (text) => text,
  encode: (text) => removeStyling(text),
};

const CARET_TAGS: Readonly<Record<string, string>> = { I: 'i', B: 'b', U: 'u' };

/** Toggles that open and close a style: ^I, ^B, ^U (Spruce, DVD Studio Pro) or @Italic@. A
 *  style still open at the end of the cue is closed there. */
function decodeToggles(text: string, toggle: RegExp): string {
  const open: string[] = [];
  const out = text.replace(toggle, (_all, code: string) => {
    const tag = CARET_TAGS[code.toUpperCase()] ?? 'i';
    const at = open.indexOf(tag);
    if (at === -1) {
      open.push(tag);
      return `<${tag}>`;
    }
    open.splice(at, 1);
    return `</${tag}>`;
  });
  return (
    out +
    open
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('')
  );
}

/** Whether the whole text is inside one pair of `tag` (Subtitle Edit then styles each line). */
function wholly(text: string, tag: string): boolean {
  return (
    text.startsWith(`<${tag}>`) && text.endsWith(`</${tag}>`) && text.indexOf(`<${tag}>`, 1) === -1
  );
}

/** ^I ^B ^U toggles. A cue in italics as a whole is written line by line ("^Ia^I|^Ib^I"), as
 *  DVD Studio Pro shows a style toggled over a line break on the first line only. */
export const CARET: StyleCodec = {
  // Most cues hold no toggle: they are left as they are without a replace.
  decode: (text) => (text.indexOf('^') === -1 ? text : decodeToggles(text, /\^([IBU])/gi)),
  marker: '^',
  encode: (text) => {
    const withTags = text.replace(/<(\/?)([ibu])>/gi, (_all, close: string, tag: string) =>
      close ? `</${tag.toLowerCase()}>` : `<${tag.toLowerCase()}>`,
    );
    const perLine = wholly(withTags, 'i') && withTags.includes('\n');
    const body = perLine ? withTags.slice(3, -4) : withTags;
    const coded = removeStyling(
      body.replace(/<\/?([ibu])>/g, (_all, tag: string) => `^${tag.toUpperCase()}`),
    );
    return perLine
      ? coded
          .split('\n')
          .map((line) => `^I${line}^I`)
          .join('\n')
      : coded;
  },
};

/** @Italic@ toggles (Adobe Encore with tabs, TitleExchange Pro); other styles are left out. */
export const AT_ITALIC: StyleCodec = {
  decode: (text) => (text.indexOf('@') === -1 ? text : decodeToggles(text, /@(Italic)@/g)),
  marker: '@',
  encode: (text) => removeStyling(text.replace(/<\/?i>/gi, '@Italic@')),
};
