// One factory for every member of the TTML family: a flavour is its name, its extensions, the
// root namespaces it reads, the flavour ttmlFlavour() names for its documents (with how surely
// it claims them) and the document it writes around the lines when the subtitle brings none.
// Reading and writing themselves are shared (ttmlRead.ts, ttmlWrite.ts).
import type { ParsedSubtitle, Subtitle } from '../../model';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { type TtmlFlavour, ttmlFlavour } from './namespaces';
import { readTtml } from './ttmlRead';
import { type TtmlDocument, writeTtml } from './ttmlWrite';

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
  /** The document around the lines when the subtitle was not read from this format. */
  readonly defaultDocument: (newLine: string) => TtmlDocument;
}

export interface TtmlFormat extends SubtitleFormat {
  detect(input: FormatInput): number;
  parse(input: FormatInput): ParsedSubtitle;
  write(subtitle: Subtitle, options: WriteOptions): string;
}

export function ttmlFormat(options: TtmlFormatOptions): TtmlFormat {
  const profile = {
    formatName: options.name,
    stylingNamespace: `${options.namespace}#styling`,
    defaultDocument: options.defaultDocument,
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
