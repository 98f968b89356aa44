// The list's columns (spec §2: 5 columns, or 6 with CPS) and which cell shows which rule error
// (spec §5: CPS cell, or the text cell when CPS is hidden; duration cell; text cell for a long line).
import {
  RULE_FLAG_CPS,
  RULE_FLAG_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP,
  RULE_FLAG_TOO_LONG,
  RULE_FLAG_TOO_SHORT,
} from '../../../shared/subtitle/rules/flags';
import { formatTimeMs } from '../../../shared/subtitle/time';

export type ColumnId = 'number' | 'start' | 'end' | 'duration' | 'cps' | 'text';

export interface Column {
  readonly id: ColumnId;
  readonly title: string;
}

const ALL: readonly Column[] = [
  { id: 'number', title: '#' },
  { id: 'start', title: 'Start' },
  { id: 'end', title: 'End' },
  { id: 'duration', title: 'Duration' },
  { id: 'cps', title: 'CPS' },
  { id: 'text', title: 'Text' },
];

export function visibleColumns(showCps: boolean): readonly Column[] {
  return showCps ? ALL : ALL.filter((column) => column.id !== 'cps');
}

/** The rule bits a column's cell is coloured for. */
export function errorBitsOf(column: ColumnId, showCps: boolean): number {
  switch (column) {
    case 'end':
      return RULE_FLAG_OVERLAP;
    case 'duration':
      return RULE_FLAG_TOO_SHORT | RULE_FLAG_TOO_LONG;
    case 'cps':
      return RULE_FLAG_CPS;
    case 'text':
      return RULE_FLAG_LINE_TOO_LONG | (showCps ? 0 : RULE_FLAG_CPS);
    default:
      return 0;
  }
}

export function formatTime(ms: number): string {
  return formatTimeMs(ms);
}

/** Seconds with milliseconds, as the desktop list shows durations. */
export function formatDuration(ms: number): string {
  return (ms / 1000).toFixed(3);
}

export function formatCps(cps: number): string {
  return cps.toFixed(1);
}
