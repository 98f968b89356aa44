import { useId } from 'react';
import type { EncodingChoice, FormatChoice } from '../files/formatLists';
import { FormatChooser } from './FormatChooser';

/** The format and encoding a subtitle is written in (names and codes of the service's lists). */
export interface FormatAndEncoding {
  readonly format: string;
  readonly encoding: string;
}

/** The Format and Encoding fields of a dialog that has the service write a subtitle. */
export function FormatEncodingForm({
  formats,
  encodings,
  value,
  onChange,
}: {
  formats: readonly FormatChoice[];
  encodings: readonly EncodingChoice[];
  value: FormatAndEncoding;
  onChange: (value: FormatAndEncoding) => void;
}) {
  return (
    <>
      <FormatChooser
        formats={formats}
        value={value.format}
        onChange={(format) => onChange({ ...value, format })}
      />
      <SelectField
        label="Encoding"
        value={value.encoding}
        options={encodings.map((encoding) => ({
          value: encoding.code,
          label: encoding.displayName,
        }))}
        onChange={(encoding) => onChange({ ...value, encoding })}
      />
    </>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const fieldId = useId();
  return (
    <div className="dialog-field">
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
