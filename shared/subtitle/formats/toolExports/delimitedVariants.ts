import { delimitedFormat } from './delimited';

// Subtitle Edit's CSV and TSV layouts, each declared by its columns, header and time unit. (Its
// plain "Csv", ';'-separated milliseconds, is not here: the name is taken, case aside, by this
// service's own CSV.)

/** Number,start,end,"text" with frame timecodes; a line break stays inside the quoted text. */
export const csv2 = delimitedFormat({
  name: 'Csv2',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['number', 'start', 'end', 'text'],
  time: 'frames',
  header: 'Number,Start time (hh:mm:ss:ff),End time (hh:mm:ss:ff),"Text"',
  breaks: 'quoted',
  quote: 'text',
});

/** start,end,"line 1","line 2" with frame timecodes. */
export const csv3 = delimitedFormat({
  name: 'Csv3',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['start', 'end', 'text', 'line2'],
  time: 'frames',
  header: 'Start time (hh:mm:ss:ff),End time (hh:mm:ss:ff),"Line 1","Line 2"',
  breaks: 'columns',
  quote: 'text',
});

/** start,end,text with frame timecodes, no header, line breaks as "///". */
export const csv4 = delimitedFormat({
  name: 'Csv4',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['start', 'end', 'text'],
  time: 'frames',
  breaks: '///',
  quote: 'needed',
});

/** As Csv4 with the frames after a dot: hh:mm:ss.ff. */
export const csv5 = delimitedFormat({
  name: 'Csv5',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['start', 'end', 'text'],
  time: 'framesDot',
  breaks: '///',
  quote: 'needed',
});

/** DaVinci Resolve's subtitle CSV: "#","start","end","character","text","play", every cell
 *  quoted, no header. */
export const csvDaVinci = delimitedFormat({
  name: 'Csv DaVinci',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['number', 'start', 'end', 'actor', 'text', 'play'],
  time: 'frames',
  breaks: 'quoted',
  quote: 'all',
});

/** Steinberg Nuendo's dialogue list: "Character","Timecode In","Timecode Out","Dialogue". */
export const csvNuendo = delimitedFormat({
  name: 'Csv Nuendo',
  extensions: ['.csv'],
  delimiter: ',',
  columns: ['actor', 'start', 'end', 'text'],
  time: 'frames',
  header: '"Character","Timecode In","Timecode Out","Dialogue"',
  headerRequired: true,
  breaks: 'quoted',
  quote: 'text',
});

/** Tab-separated number, start and end in milliseconds, text on one line. */
export const tsv1 = delimitedFormat({
  name: 'Tsv1',
  extensions: ['.tsv'],
  delimiter: '\t',
  columns: ['number', 'start', 'end', 'text'],
  time: 'ms',
  header: 'Number\tStart time in milliseconds\tEnd time in milliseconds\tText',
  breaks: 'space',
  quote: 'needed',
});

/** As Tsv1 without the number. */
export const tsv2 = delimitedFormat({
  name: 'Tsv2',
  extensions: ['.tsv'],
  delimiter: '\t',
  columns: ['start', 'end', 'text'],
  time: 'ms',
  header: 'Start time in milliseconds\tEnd time in milliseconds\tText',
  breaks: 'space',
  quote: 'needed',
});
