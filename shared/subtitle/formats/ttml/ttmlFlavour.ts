// One factory for every member of the TTML family: a flavour is its name, its extensions, the
// root namespaces it reads, the flavour ttmlFlavour() names for its documents (with how surely
// it claims them) and the document it writes around the lines when the subtitle brings none.
// Reading and writing themselves are shared (ttmlRead.ts, ttmlWrite.ts).
import type { ParsedSubtitle, Subtitle } from '../../model';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { type TtmlFlavour, ttmlFlavour } from './namespaces';
import { readTtml } from './ttmlRead';
import type { StyleReferences } from './ttmlStyledSpans';
import { type TtmlDocument, type TtmlProfile, writeTtml } from './ttmlWrite';

export interface TtmlFormatOptions {
  /** Subtitle Edit's name for the format. */
  readonly name: string;
  /** Lower-case with the dot; the first is written. */
  readonly extensions: readonly string[];
  /** Whether a root <tt> in this namespace is one of this format's documents. */
  readonly acceptsNamespace: (namespace: string) => boolean;
  /** The flavour of the document prefixes this format claims, and how surely it claims them. */
  readonly flavour: TtmlFlavour;
  readonly confidence: number;
  /** The tt namespace written; spans use its '#styling' sibling. */
  readonly namespace: string;
  /** The document around the lines when the subtitle was not read from this format (frame-based
   *  flavours declare the frame rate asked for on write in it). */
  readonly defaultDocument: (newLine: string, frameRate: number) => TtmlDocument;
  /** How times are written (clock time unless the flavour counts frames). */
  readonly timeFormat?: 'clock' | 'frames';
  /** Style ids every span refers to, for profiles that style by reference only. */
  readonly styleReferences?: StyleReferences;
}

export interface TtmlFormat extends SubtitleFormat {
  detect(input: FormatInput): number;
  parse(input: FormatInput): ParsedSubtitle;
  write(subtitle: Subtitle, options: WriteOptions): string;
}

export function ttmlFormat(options: TtmlFormatOptions): TtmlFormat {
  const profile: TtmlProfile = {
    formatName: options.name,
    stylingNamespace: `${options.namespace}#styling`,
    defaultDocument: options.defaultDocument,
    ...(options.timeFormat === undefined ? {} : { timeFormat: options.timeFormat }),
    ...(options.styleReferences === undefined ? {} : { styleReferences: options.styleReferences }),
  };
  const readOptions = { formatName: options.name, acceptsNamespace: options.acceptsNamespace };
  return {
    name: options.name,
    extensions: options.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => (ttmlFlavour(input.text) === options.flavour ? options.confidence : 0),
    parse: (input) => readTtml(input.text, input.fileName, readOptions),
    write: (subtitle, writeOptions) => writeTtml(subtitle, writeOptions, profile),
  };
}

export interface TtmlSkeleton {
  /** The tt namespace; ttp, tts and ttm are bound to its '#parameter', '#styling' and
   *  '#metadata' siblings. */
  readonly namespace: string;
  /** The root's further attributes (namespace bindings, xml:lang, parameters), in order. */
  readonly rootAttributes: readonly string[];
  /** The attributes of the one <style xml:id="s0">. */
  readonly style: string;
  /** <region> elements, each written as given. */
  readonly regions: readonly string[];
}

/** The usual document: head with one style and the given regions, body styled s0 and placed in
 *  region "bottom", one <div> whose lines are indented by six spaces. */
export function ttmlSkeleton(skeleton: TtmlSkeleton): (newLine: string) => TtmlDocument {
  const ns = skeleton.namespace;
  const root = [
    `xmlns="${ns}"`,
    `xmlns:ttp="${ns}#parameter"`,
    `xmlns:tts="${ns}#styling"`,
    `xmlns:ttm="${ns}#metadata"`,
    ...skeleton.rootAttributes,
  ].join(' ');
  return (nl) => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt ${root}>`,
      '  <head>',
      '    <styling>',
      `      <style xml:id="s0" ${skeleton.style}/>`,
      '    </styling>',
      '    <layout>',
      ...skeleton.regions.map((region) => `      ${region}`),
      '    </layout>',
      '  </head>',
      '  <body style="s0" region="bottom">',
      '    <div>',
      '      ',
    ].join(nl),
    footer: [`${nl}    </div>`, '  </body>', `</tt>${nl}`].join(nl),
  });
}

/** A fixed document: the header's lines (its last line is the indent of the first <p>) and the
 *  footer's lines, which follow the last <p> on a new line and end with one. */
export function ttmlDocument(
  header: readonly string[],
  footer: readonly string[],
): (newLine: string) => TtmlDocument {
  return (nl) => ({ header: header.join(nl), footer: nl + footer.join(nl) + nl });
}

/** ttp:frameRate (whole frames) and, for the NTSC rates, ttp:frameRateMultiplier. */
export function frameRateAttributes(frameRate: number, ntscMultiplier = '1000 1001'): string {
  const whole = Math.round(frameRate);
  return Math.abs(whole - frameRate) < 0.001
    ? `ttp:frameRate="${whole}"`
    : `ttp:frameRate="${whole}" ttp:frameRateMultiplier="${ntscMultiplier}"`;
}
