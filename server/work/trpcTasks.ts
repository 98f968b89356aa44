import {
  isPlainTextMode,
  writePlainText,
  writeSubtitle,
  type WrittenFile,
} from '../../shared/subtitle/index';
import { plainTextInputSchema, writeInputSchema } from '../services/subtitleInputs';
import { BAD_JSON_MESSAGE, invalidInput, written, type Outcome } from './tasks';

// The editor's write and plain-text calls as tRPC's client sends them, worked in a worker: the
// request body is the call's input as JSON (`{"0": input}` for a batch of one), validated with
// the procedure's own input schema. A 1M-cue subtitle is 91 MB of JSON, a second of JSON.parse
// and zod on the event loop had tRPC's handler read it.

export interface TrpcWriteInput {
  body: Uint8Array | undefined;
  /** Sent by httpBatchLink: the input is item "0" of the body. */
  batch: boolean;
  kind: 'write' | 'plainText';
}

/** A tRPC call's input from its JSON body (item "0" in a batch); 400 for a body that is not JSON. */
export function inputOf(body: Uint8Array | undefined, batch: boolean): Outcome<{ input: unknown }> {
  let value: unknown;
  try {
    value =
      body === undefined || body.length === 0
        ? undefined
        : JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, status: 400, message: BAD_JSON_MESSAGE };
  }
  if (!batch) return { ok: true, input: value };
  const item =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)['0']
      : undefined;
  return { ok: true, input: item };
}

/** Written as the procedure writes it; a refusal carries the zod issues of its input. */
export function trpcWriteTask({ body, batch, kind }: TrpcWriteInput): Outcome<WrittenFile> {
  const read = inputOf(body, batch);
  if (!read.ok) return read;
  if (kind === 'write') {
    const parsed = writeInputSchema.safeParse(read.input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { subtitle, format, encoding, useWindowsNewLine } = parsed.data;
    return written(() =>
      writeSubtitle(subtitle, format, { useWindowsNewLine, ...(encoding ? { encoding } : {}) }),
    );
  }
  const parsed = plainTextInputSchema.safeParse(read.input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { subtitle, mode, removeStyling, encoding, useWindowsNewLine } = parsed.data;
  return written(() =>
    writePlainText(subtitle, {
      mode: isPlainTextMode(mode) ? mode : 'none',
      removeStyling,
      useWindowsNewLine,
      ...(encoding ? { encoding } : {}),
    }),
  );
}
