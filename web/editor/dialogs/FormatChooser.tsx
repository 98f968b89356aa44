import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { readRecentFormats, rememberFormat } from '../state/recentFormats';
import { formatOptions, type FormatOption } from './formatOptions';

/**
 * The Format field: a combobox (ARIA 1.2, list autocomplete) over 150+ writable formats. Typing
 * filters the options by name or extension; ArrowDown/Up open the list and move through it,
 * Enter or a click chooses, Escape closes it (the dialog's Escape only when it is closed), Tab
 * leaves. The formats chosen lately come first. `onChange` gets the chosen format's name, and
 * the box shows that name whenever the list is closed.
 */
export function FormatChooser({
  formats,
  value,
  onChange,
}: {
  formats: readonly FormatOption[];
  value: string;
  onChange: (format: string) => void;
}) {
  const fieldId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // What was typed since the list opened; null while the box shows the chosen name.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(readRecentFormats);
  const list = useRef<HTMLUListElement>(null);
  const options = useMemo(
    () => formatOptions(formats, recent, query ?? ''),
    [formats, recent, query],
  );
  const activeOption = open ? options[active] : undefined;
  const optionId = (index: number): string => `${listId}-${index}`;

  // The active option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    list.current
      ?.querySelector(`[id="${CSS.escape(`${listId}-${active}`)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId]);

  function close(): void {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  }

  function choose(format: FormatOption): void {
    setRecent(rememberFormat(format.name));
    onChange(format.name);
    close();
  }

  function openAt(index: number): void {
    setOpen(true);
    setActive(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = options.length - 1;
    const chosen = options.findIndex((format) => format.name === value);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else if (!open) openAt(chosen >= 0 ? chosen : Math.min(0, last));
        else setActive(Math.min(last, active + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(chosen >= 0 ? chosen : last);
        else setActive(Math.max(0, active - 1));
        return;
      case 'Enter': {
        if (!open) return;
        // Never submits the dialog's form while the list is open.
        event.preventDefault();
        const picked = activeOption ?? (options.length > 0 ? options[0] : undefined);
        if (picked) choose(picked);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Closes the list only, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
        return;
    }
  }

  function onBlur(): void {
    if (!open) return;
    // Leaving with a format's whole name typed chooses it; anything else keeps the choice.
    const typed = (query ?? '').trim().toLowerCase();
    const exact = formats.find((format) => format.name.toLowerCase() === typed);
    if (exact && exact.name !== value) choose(exact);
    else close();
  }

  return (
    <div className="dialog-field format-chooser">
      <label htmlFor={fieldId}>Format</label>
      <input
        id={fieldId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query ?? value}
        onChange={(event) => {
          setQuery(event.target.value);
          openAt(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => (open ? close() : openAt(-1))}
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label="Formats"
        className="format-options"
        hidden={!open}
      >
        {open &&
          options.map((format, index) => (
            <li
              key={format.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={recent.includes(format.name) ? 'format-option lately' : 'format-option'}
              // Chooses before the box loses focus, so the blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(format);
              }}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <span>{format.name}</span>{' '}
              <span className="format-extension">{format.extension}</span>
            </li>
          ))}
      </ul>
      {open && options.length === 0 && (
        <p className="format-none" role="status">
          No format matches “{query}”.
        </p>
      )}
    </div>
  );
}
