import { memo, type MouseEvent } from 'react';
import { charactersPerSecond } from '../../../shared/subtitle/text';
import { describeRuleFlags } from '../state/ruleCheck';
import { errorBitsOf, formatCps, formatDuration, formatTime, type Column } from './columns';

/** What assistive technology reads where a line of the text breaks. */
const LINE_BREAK_SAID = ' / ';

export interface RowProps {
  index: number;
  startMs: number;
  endMs: number;
  text: string;
  selected: boolean;
  ruleFlags: number;
  columns: readonly Column[];
  showCps: boolean;
  topPx: number;
  heightPx: number;
  onRowMouseDown: (event: MouseEvent, index: number) => void;
  onRowDoubleClick: (index: number) => void;
  onRowContextMenu: (event: MouseEvent, index: number) => void;
}

/** One list line: a grid row whose cells follow the header, rule errors in colour and in words. */
export const Row = memo(function Row(props: RowProps) {
  const { index, startMs, endMs, text, selected, ruleFlags, columns, showCps } = props;
  const durationMs = endMs - startMs;
  const errors = describeRuleFlags(ruleFlags);
  const descriptionId = `line-errors-${index}`;
  const cell = (column: Column) => {
    switch (column.id) {
      case 'number':
        return String(index + 1);
      case 'start':
        return formatTime(startMs);
      case 'end':
        return formatTime(endMs);
      case 'duration':
        return formatDuration(durationMs);
      case 'cps':
        return formatCps(charactersPerSecond(text, durationMs));
      case 'text':
        // The break is drawn as ↵ (list.css) and heard as " / ", a separator that takes no room
        // on screen, so a screen reader never runs the last word of a line into the next.
        return text.split('\n').map((line, at) => (
          <span key={at}>
            {at > 0 && (
              <>
                <span className="list-break" aria-hidden="true" />
                <span className="list-break-said">{LINE_BREAK_SAID}</span>
              </>
            )}
            {line}
          </span>
        ));
    }
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-describedby={errors.length > 0 ? descriptionId : undefined}
      className={selected ? 'list-row selected' : 'list-row'}
      style={{ transform: `translateY(${props.topPx}px)`, height: props.heightPx }}
      onMouseDown={(event) => props.onRowMouseDown(event, index)}
      onDoubleClick={() => props.onRowDoubleClick(index)}
      onContextMenu={(event) => props.onRowContextMenu(event, index)}
    >
      {columns.map((column) => {
        const error = (ruleFlags & errorBitsOf(column.id, showCps)) !== 0;
        return (
          <div
            key={column.id}
            role="gridcell"
            className={`list-cell list-${column.id}${error ? ' rule-error' : ''}`}
          >
            {cell(column)}
          </div>
        );
      })}
      {errors.length > 0 && (
        <span id={descriptionId} hidden>
          {`Line ${index + 1}: ${errors.join(', ')}`}
        </span>
      )}
    </div>
  );
});
