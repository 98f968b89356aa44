// How the layouts' documents are written: JSON.stringify with an indent (0: on one line), or as
// Python's json.dump writes by default (one line, ", " and ": " between items, non-ASCII
// characters as \uXXXX, floats with a fraction: 2.0), the way openai-whisper's files look.

/** An indent (0: one line), a tab indent, or Python's json.dump layout. */
export type JsonStyle = number | '\t' | 'python';

/** A number that Python writes as a float: 2 is written "2.0". */
export class PyFloat {
  constructor(readonly value: number) {}

  toJSON(): number {
    return this.value;
  }
}

function pythonString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function pythonFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

function python(value: unknown): string {
  if (value instanceof PyFloat) return pythonFloat(value.value);
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(python).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([name, item]) => `${pythonString(name)}: ${python(item)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function serializeJson(value: unknown, style: JsonStyle): string {
  return style === 'python' ? python(value) : JSON.stringify(value, null, style);
}
