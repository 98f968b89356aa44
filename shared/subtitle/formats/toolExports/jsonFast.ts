import type { Paragraph } from '../../model';
import { paragraphMaker, type MakeParagraph } from '../paragraphSites';
import type { FieldPath, JsonLayout } from './jsonLayout';
import {
  ARRAY_CLOSE,
  ARRAY_OPEN,
  COLON,
  COMMA,
  isDigit,
  JsonCursor,
  MINUS,
  OBJECT_CLOSE,
  OBJECT_OPEN,
  QUOTE,
} from './jsonGrammar';
import { finishText, readTime } from './jsonValues';

// A reader of a layout's cues straight from the JSON text, for the layouts whose cue array and
// fields are reached by member names alone. JSON.parse of a big export builds every value of the
// document (openai-whisper's files hold the whole transcript twice, once as one string) and alone
// costs more than SubRip's whole parse of the same cues; this scanner checks that the text is JSON
// by the grammar JSON.parse applies, builds only the values the cues need and makes each paragraph
// as its element ends.
//
// It answers only for a file it reads exactly as the reader over JSON.parse (jsonLayout.ts) would
// and without a warning. On anything else (invalid JSON, an element that would be skipped, a
// repeated key, a cue array it cannot reach) it answers undefined and that reader reads the file,
// so results, warnings and errors stay that reader's. Linear: every character is looked at a
// bounded number of times, and the nesting of skipped values is followed with a stack, not by
// recursion (recursion only goes as deep as the layout's paths).

const START = 0;
const STOP = 1;
const TEXT = 2;
const ACTOR = 3;

/** What a slot received from the element being read. */
const NONE = 0;
const NUMBER = 1;
const STRING = 2;
const LINES = 3;
const OTHER = 4;

/** Member names leading from an object to the slots: a name ends in a slot or in another node. */
interface FieldNode {
  readonly names: string[];
  readonly slots: number[];
  readonly children: (FieldNode | undefined)[];
}

interface Plan {
  readonly path: readonly string[];
  readonly fields: FieldNode;
  readonly lines: boolean;
  readonly layout: JsonLayout;
}

/** False when `path` cannot be followed by names (an array index) or clashes with a field. */
function addField(root: FieldNode, path: FieldPath, slot: number): boolean {
  let node = root;
  for (let step = 0; step < path.length; step++) {
    const name = path[step];
    if (typeof name !== 'string') return false;
    let index = node.names.indexOf(name);
    const last = step === path.length - 1;
    if (index < 0) {
      index = node.names.push(name) - 1;
      node.slots.push(last ? slot : -1);
      node.children.push(last ? undefined : { names: [], slots: [], children: [] });
    } else if (last || (node.slots[index] ?? -1) >= 0) return false;
    const child = node.children[index];
    if (last) return true;
    if (!child) return false;
    node = child;
  }
  return false;
}

function planOf(layout: JsonLayout): Plan | undefined {
  const { text } = layout;
  if (layout.words || layout.path.includes('*')) return undefined;
  if (text.kind === 'pieces') return undefined;
  const stop = layout.end ?? layout.duration;
  if (!stop) return undefined;
  const fields: FieldNode = { names: [], slots: [], children: [] };
  if (!addField(fields, layout.start, START) || !addField(fields, stop, STOP)) return undefined;
  if (!addField(fields, text.path, TEXT)) return undefined;
  if (layout.actor && !addField(fields, layout.actor, ACTOR)) return undefined;
  return { path: layout.path, fields, lines: text.kind === 'lines', layout };
}

const plans = new WeakMap<JsonLayout, Plan | null>();

class Scanner extends JsonCursor {
  private readonly kinds = new Uint8Array(4);
  private readonly numbers = new Float64Array(4);
  private readonly strings = ['', '', '', ''];
  private readonly make: MakeParagraph;
  readonly paragraphs: Paragraph[] = [];
  private readonly visitors = new Map<FieldNode, (index: number, value: number) => number>();
  private readonly visitTop: (index: number, value: number) => number;
  private shapeSeparators: string[] = [];
  private shapeIndexes: number[] = [];
  private shapeClose = '';
  private templateSeparators: string[] = [];
  private templateIndexes: number[] = [];
  /** The slot each template member's value goes to; -1 for another member. */
  private templateSlots: number[] = [];
  /** Empty while there is no template. */
  private templateClose = '';

  constructor(
    text: string,
    private readonly plan: Plan,
  ) {
    super(text);
    this.make = paragraphMaker(text.length);
    this.visitTop = this.visitor(plan.fields);
  }

  /** Index of the `name` in `names` that the member key at `quote` (up to `end`) spells; -1. */
  private keyIndex(names: readonly string[], quote: number, end: number): number {
    if (this.escaped) return names.indexOf(this.stringAt(quote, end));
    const length = end - quote - 1;
    for (let index = 0; index < names.length; index++) {
      const name = names[index] ?? '';
      if (name.length === length && this.text.startsWith(name, quote + 1)) return index;
    }
    return -1;
  }

  /** Reads the members of an object, from its '{' at `from` (`opening`) or from just past a
   *  member's value. `visit` reads the value of a member named in `names` (each at most once, with
   *  those in `seen`: a repeated one gives up) and returns the index after it. With `record`, the
   *  object's shape is kept for a template (see cueElement). Returns the index after the object,
   *  -1 to give up. */
  private memberLoop(
    from: number,
    opening: boolean,
    names: readonly string[],
    visit: (index: number, value: number) => number,
    seen: number,
    record: boolean,
  ): number {
    const text = this.text;
    let previous = from;
    let at = this.space(opening ? from + 1 : from);
    let code = text.charCodeAt(at);
    let found = seen;
    if (code !== OBJECT_CLOSE) {
      if (!opening) {
        if (code !== COMMA) return -1;
        at = this.space(at + 1);
      }
      for (;;) {
        if (text.charCodeAt(at) !== QUOTE) return -1;
        const keyEnd = this.stringEnd(at);
        if (keyEnd < 0) return -1;
        const index = this.keyIndex(names, at, keyEnd);
        const colon = this.space(keyEnd + 1);
        if (text.charCodeAt(colon) !== COLON) return -1;
        const value = this.space(colon + 1);
        if (record) {
          this.shapeSeparators.push(text.slice(previous, value));
          this.shapeIndexes.push(index);
        }
        if (index >= 0) {
          if ((found & (1 << index)) !== 0) return -1;
          found |= 1 << index;
          at = visit(index, value);
        } else at = this.skipValue(value);
        if (at < 0) return -1;
        previous = at;
        at = this.space(at);
        code = text.charCodeAt(at);
        if (code === OBJECT_CLOSE) break;
        if (code !== COMMA) return -1;
        at = this.space(at + 1);
      }
    }
    if (record) this.shapeClose = text.slice(previous, at + 1);
    return at + 1;
  }

  /** Reads the document's value at `at`, `depth` steps down the layout's path. */
  walk(at: number, depth: number): number {
    const path = this.plan.path;
    const code = this.text.charCodeAt(at);
    if (depth === path.length) return code === ARRAY_OPEN ? this.cues(at) : -1;
    if (code !== OBJECT_OPEN) return -1;
    let found = false;
    const visit = (_: number, value: number): number => {
      found = true;
      return this.walk(value, depth + 1);
    };
    const end = this.memberLoop(at, true, [path[depth] ?? ''], visit, 0, false);
    return found ? end : -1;
  }

  private cues(open: number): number {
    const text = this.text;
    const kinds = this.kinds;
    let at = this.space(open + 1);
    if (text.charCodeAt(at) === ARRAY_CLOSE) return at + 1;
    for (;;) {
      if (text.charCodeAt(at) !== OBJECT_OPEN) return -1;
      kinds[START] = NONE;
      kinds[STOP] = NONE;
      kinds[TEXT] = NONE;
      kinds[ACTOR] = NONE;
      at = this.cueElement(at);
      if (at < 0 || !this.addCue()) return -1;
      at = this.space(at);
      const code = text.charCodeAt(at);
      if (code === ARRAY_CLOSE) return at + 1;
      if (code !== COMMA) return -1;
      at = this.space(at + 1);
    }
  }

  /** The reader of the values of an object's members that `node` names. */
  private visitor(node: FieldNode): (index: number, value: number) => number {
    let visit = this.visitors.get(node);
    if (!visit) {
      visit = (index, value) => {
        const slot = node.slots[index] ?? -1;
        if (slot >= 0) return this.slot(slot, value);
        const child = node.children[index];
        return child && this.text.charCodeAt(value) === OBJECT_OPEN
          ? this.memberLoop(value, true, child.names, this.visitor(child), 0, false)
          : this.skipValue(value);
      };
      this.visitors.set(node, visit);
    }
    return visit;
  }

  /** Reads the cue element at `open`. A tool writes its elements alike (the same members in the
   *  same order, the same spaces), so the text before each value, keys included, is compared
   *  whole with a template: the shape of the last element read member by member. Where the text
   *  differs, the reading goes on member by member from there (never back), and the next element
   *  makes a new template. Text equal to the template's is JSON as the template's was. */
  private cueElement(open: number): number {
    const text = this.text;
    const { fields } = this.plan;
    const visit = this.visitTop;
    const separators = this.templateSeparators;
    if (this.templateClose.length > 0) {
      let at = open;
      let seen = 0;
      for (let member = 0; member < separators.length; member++) {
        const separator = separators[member] ?? '';
        if (!text.startsWith(separator, at)) {
          this.templateClose = '';
          return member === 0
            ? this.learn(open)
            : this.memberLoop(at, false, fields.names, visit, seen, false);
        }
        const index = this.templateIndexes[member] ?? -1;
        const slot = this.templateSlots[member] ?? -1;
        const value = at + separator.length;
        if (slot >= 0) at = this.slot(slot, value);
        else at = index >= 0 ? visit(index, value) : this.skipValue(value);
        if (at < 0) return -1;
        if (index >= 0) seen |= 1 << index;
      }
      if (text.startsWith(this.templateClose, at)) return at + this.templateClose.length;
      this.templateClose = '';
      return this.memberLoop(at, false, fields.names, visit, seen, false);
    }
    return this.learn(open);
  }

  /** Reads the element at `open` member by member and keeps its shape as the template. */
  private learn(open: number): number {
    this.shapeSeparators = [];
    this.shapeIndexes = [];
    const end = this.memberLoop(open, true, this.plan.fields.names, this.visitTop, 0, true);
    this.templateSeparators = this.shapeSeparators;
    this.templateIndexes = this.shapeIndexes;
    const { slots } = this.plan.fields;
    this.templateSlots = this.shapeIndexes.map((index) => (index < 0 ? -1 : (slots[index] ?? -1)));
    this.templateClose = this.shapeClose;
    return end;
  }

  /** Reads the value at `at` into `slot`. */
  private slot(slot: number, at: number): number {
    const code = this.text.charCodeAt(at);
    if (code === QUOTE) {
      const end = this.stringEnd(at);
      if (end < 0) return -1;
      this.strings[slot] = this.stringAt(at, end);
      this.kinds[slot] = STRING;
      return end + 1;
    }
    if (code === MINUS || isDigit(code)) {
      const end = this.numberEnd(at, true);
      this.numbers[slot] = this.number;
      this.kinds[slot] = NUMBER;
      return end;
    }
    if (code === ARRAY_OPEN && slot === TEXT && this.plan.lines) return this.lines(at);
    this.kinds[slot] = OTHER;
    return this.skipValue(at);
  }

  /** An array of lines as the text: its strings joined by line breaks, other values left out. */
  private lines(open: number): number {
    const text = this.text;
    const lines: string[] = [];
    let at = this.space(open + 1);
    if (text.charCodeAt(at) !== ARRAY_CLOSE) {
      for (;;) {
        if (text.charCodeAt(at) === QUOTE) {
          const end = this.stringEnd(at);
          if (end < 0) return -1;
          lines.push(this.stringAt(at, end));
          at = end + 1;
        } else at = this.skipValue(at);
        if (at < 0) return -1;
        at = this.space(at);
        const code = text.charCodeAt(at);
        if (code === ARRAY_CLOSE) break;
        if (code !== COMMA) return -1;
        at = this.space(at + 1);
      }
    }
    this.strings[TEXT] = lines.join('\n');
    this.kinds[TEXT] = LINES;
    return at + 1;
  }

  private time(slot: number): number {
    const kind = this.kinds[slot];
    const unit = this.plan.layout.unit;
    if (kind === NUMBER) return readTime(this.numbers[slot], unit);
    return kind === STRING ? readTime(this.strings[slot], unit) : -1;
  }

  /** Makes the paragraph of the element just read, as the reader over JSON.parse would; false
   *  when that reader would skip the element with a warning. */
  private addCue(): boolean {
    const { layout, lines } = this.plan;
    const kind = this.kinds[TEXT];
    if (kind !== (lines ? LINES : STRING)) return layout.text.optional === true;
    const cueText = finishText(this.strings[TEXT] ?? '', layout.text.breaks);
    const start = this.time(START);
    const stop = this.time(STOP);
    if (start < 0 || stop < 0) return false;
    if (cueText.length === 0) return true;
    const end = layout.end ? stop : start + stop;
    const number = this.paragraphs.length + 1;
    const actor = this.kinds[ACTOR] === STRING ? (this.strings[ACTOR] ?? '') : '';
    this.paragraphs.push(
      actor.length > 0
        ? { number, start, end, text: cueText, extra: { actor } }
        : this.make(number, start, end, cueText),
    );
    return true;
  }
}

/** The paragraphs of `text` (BOM already stripped) read by `layout`, or undefined when the reader
 *  over JSON.parse must read it (see the top of this file). */
export function readFast(layout: JsonLayout, text: string): Paragraph[] | undefined {
  let plan = plans.get(layout);
  if (plan === undefined) {
    plan = planOf(layout) ?? null;
    plans.set(layout, plan);
  }
  if (plan === null) return undefined;
  const scanner = new Scanner(text, plan);
  const end = scanner.walk(scanner.space(0), 0);
  if (end < 0 || scanner.space(end) !== text.length) return undefined;
  return scanner.paragraphs;
}
