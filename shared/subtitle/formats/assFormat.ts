import type { Subtitle } from '../model';
import { type AssVariant, parseAss } from './assCommon';
import { writeAss } from './assWrite';
import { baseName, detectionPrefix } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// The one declaration of a Sub Station Alpha flavour (ASS v4.00+, SSA v4.00): both read and write
// through assCommon.ts/assWrite.ts and differ only in their variant and their signatures.

export interface AssFlavour extends AssVariant {
  readonly extension: string;
  /** Its own style section or script type, in the lower-cased prefix: certain. */
  readonly signature: RegExp;
  /** The other flavour's signature: never this one. */
  readonly otherSignature: RegExp;
  /** An [Events] section with a Dialogue line of this flavour, without either signature. */
  readonly dialogue: RegExp;
  readonly dialogueConfidence: number;
  /** Only a [Script Info] section. */
  readonly scriptInfoConfidence: number;
}

export function assFormat(flavour: AssFlavour): SubtitleFormat {
  const detect = (input: FormatInput): number => {
    const prefix = detectionPrefix(input).toLowerCase();
    // A script holds no NUL character; a binary file does (a Matroska file's ASS track keeps its
    // script header in the file's first kilobytes).
    if (prefix.includes('\u0000')) return 0;
    if (flavour.signature.test(prefix)) return 0.95;
    if (flavour.otherSignature.test(prefix)) return 0;
    if (prefix.includes('[events]') && flavour.dialogue.test(prefix)) {
      return flavour.dialogueConfidence;
    }
    return prefix.includes('[script info]') ? flavour.scriptInfoConfidence : 0;
  };
  return {
    name: flavour.name,
    extensions: [flavour.extension],
    binary: false,
    canRead: true,
    canWrite: true,
    detect,
    parse: (input) => parseAss(input, flavour),
    write(subtitle: Subtitle, options: WriteOptions): string {
      const out = writeAss(subtitle, flavour, baseName(subtitle.fileName));
      return options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine);
    },
  };
}

/** ASS's signature: the [V4+ Styles] section or "ScriptType: v4.00+". */
export const ASS_SIGNATURE = /\[v4\+ styles\]|scripttype:\s*v4\.00\+/;
/** SSA's signature: the [V4 Styles] section or "ScriptType: v4.00" with nothing after it. */
export const SSA_SIGNATURE = /\[v4 styles\]|scripttype:\s*v4\.00\s/;
