import { createRequire } from 'node:module';
import type { Cue } from './datasets';

// The npm subtitle parsers we compare against, each behind one small adapter: parse returns the
// number of cues found (so a parser that loses cues is caught), write returns the file text.
// Their own typings differ and some have none, so each adapter states the little it relies on.

const require = createRequire(import.meta.url);

export type BenchFormat = 'srt' | 'vtt' | 'ass';

export interface Peer {
  name: string;
  formats: readonly BenchFormat[];
  parse(text: string, format: BenchFormat): number;
  /** SubRip writer, where the package has one. */
  writeSrt?: (cues: readonly Cue[]) => string;
}

interface SubsrtLike {
  parse(content: string, options: { format: string }): { type?: string }[];
  build(captions: unknown[], options: { format: string }): string;
}

const subsrtFormat: Record<BenchFormat, string> = { srt: 'srt', vtt: 'vtt', ass: 'ass' };

function subsrtPeer(name: string, lib: SubsrtLike): Peer {
  return {
    name,
    formats: ['srt', 'vtt', 'ass'],
    parse: (text, format) =>
      lib
        .parse(text, { format: subsrtFormat[format] })
        .filter((c) => (c.type ?? 'caption') === 'caption').length,
    writeSrt: (cues) =>
      lib.build(
        cues.map((cue) => ({
          type: 'caption',
          start: cue.start,
          end: cue.end,
          duration: cue.end - cue.start,
          text: cue.text,
          content: cue.text,
        })),
        { format: 'srt' },
      ),
  };
}

function loadPeers(): Peer[] {
  const peers: Peer[] = [];
  const tryAdd = (load: () => Peer) => {
    try {
      peers.push(load());
    } catch (error) {
      console.warn(`peer not available: ${(error as Error).message}`);
    }
  };

  tryAdd(() => {
    const lib = require('subtitles-parser-vtt') as {
      fromVtt(data: string, timeFormat: string): unknown[];
      toVtt(items: unknown[]): string;
    };
    return {
      name: 'subtitles-parser-vtt',
      formats: ['srt', 'vtt'],
      parse: (text) => lib.fromVtt(text, 'ms').length,
      writeSrt: (cues) =>
        lib.toVtt(
          cues.map((cue, i) => ({
            id: i + 1,
            startTime: cue.start,
            endTime: cue.end,
            text: cue.text,
          })),
        ),
    };
  });
  tryAdd(() => subsrtPeer('subsrt', require('subsrt') as SubsrtLike));
  tryAdd(() => subsrtPeer('subsrt-ts', require('subsrt-ts') as SubsrtLike));
  tryAdd(() => {
    const lib = require('subtitle') as {
      parseSync(text: string): { type: string }[];
      stringifySync(nodes: unknown[], options: { format: string }): string;
    };
    return {
      name: 'subtitle',
      formats: ['srt', 'vtt'],
      parse: (text) => lib.parseSync(text).filter((node) => node.type === 'cue').length,
      writeSrt: (cues) =>
        lib.stringifySync(
          cues.map((cue) => ({
            type: 'cue',
            data: { start: cue.start, end: cue.end, text: cue.text },
          })),
          { format: 'SRT' },
        ),
    };
  });
  tryAdd(() => {
    const Parser = (
      require('srt-parser-2') as {
        default: new () => { fromSrt(text: string): unknown[]; toSrt(items: unknown[]): string };
      }
    ).default;
    const parser = new Parser();
    const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23).replace('.', ',');
    return {
      name: 'srt-parser-2',
      formats: ['srt'],
      parse: (text) => parser.fromSrt(text).length,
      writeSrt: (cues) =>
        parser.toSrt(
          cues.map((cue, i) => ({
            id: String(i + 1),
            startTime: clock(cue.start),
            endTime: clock(cue.end),
            text: cue.text,
          })),
        ),
    };
  });
  tryAdd(() => {
    const lib = require('@plussub/srt-vtt-parser') as {
      parse(raw: string): { entries: unknown[] };
    };
    return {
      name: '@plussub/srt-vtt-parser',
      formats: ['srt', 'vtt'],
      parse: (text) => lib.parse(text).entries.length,
    };
  });
  tryAdd(() => {
    const lib = require('node-webvtt') as {
      parse(text: string, options?: { strict?: boolean }): { cues: unknown[] };
    };
    return {
      name: 'node-webvtt',
      formats: ['vtt'],
      parse: (text) => lib.parse(text, { strict: false }).cues.length,
    };
  });
  tryAdd(() => {
    const lib = require('ass-compiler') as {
      parse(text: string): { events: { dialogue: unknown[] } };
    };
    return {
      name: 'ass-compiler',
      formats: ['ass'],
      parse: (text) => lib.parse(text).events.dialogue.length,
    };
  });
  return peers;
}

export const PEERS: Peer[] = loadPeers();
