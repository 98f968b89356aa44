// Makes the online editor's sample: 16 spoken lines (espeak-ng) over a plain picture, encoded as a
// small WebM (ffmpeg), the desktop program's peak file of its sound, and the 16-line subtitle
// whose times match the speech. Run once by hand (needs Debian's espeak-ng, sox and ffmpeg):
//   node scripts/media/makeSample.mjs
// Outputs (committed): web/public/sample/sample.webm, server/assets/sample-waveform.wav,
// shared/editor/sampleSubtitle.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What the clip says, with the subtitle's line breaks (each line at most 42 characters, the
// default rule; spoken with a space). The first screen is clean but for DEMO below.
const LINES = [
  'Welcome to Subtitle Edit Online.',
  'This short clip shows\nhow the editor works.',
  'Every line you hear has\na subtitle in the list.',
  'Click a line to select it\nand see its text.',
  'Double-click a line\nto jump to it in the video.',
  'Type in the text box to change the words.',
  'The list updates while you type.',
  'Use Auto-break to split\na long line in two.',
  'Show earlier or later\nmoves all lines in time.',
  'Change the frame rate when\nthe video was converted.',
  'Red cells warn you about lines\nthat are too fast.',
  'The waveform shows where people speak.',
  'Drag the edges of a line\nto fine-tune its timing.',
  'Press Control Z to undo any change.',
  'Download your subtitle\nin the format you need.',
  'Thanks for watching, and happy subtitling!',
];

/** The one line that warns on purpose: shown too briefly to read (over 25 characters a second),
 *  and its text says so. */
const DEMO = {
  index: 10,
  text: 'Red cells warn you about lines\nthat are too fast, like this one.',
  ms: 2000,
};

const SAMPLE_RATE = 16000;
const GAP_SECONDS = 0.6;
const LEAD_SECONDS = 1.0;
const PEAKS_PER_SECOND = 150;

const work = mkdtempSync(join(tmpdir(), 'sample-media-'));
const run = (command, args) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });

// 1. Speech per line, resampled to mono 16 kHz, and its duration.
const parts = LINES.map((text, index) => {
  const raw = join(work, `raw${index}.wav`);
  const wav = join(work, `line${index}.wav`);
  run('espeak-ng', ['-v', 'en-us', '-s', '155', '-w', raw, text.replace('\n', ' ')]);
  run('sox', [raw, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', wav]);
  const seconds = Number(run('soxi', ['-D', wav]).toString().trim());
  return { text, wav, seconds };
});

// 2. One track: lead-in silence, then each line followed by a gap; the cue times follow from it.
const silence = (seconds, name) => {
  const file = join(work, name);
  run('sox', [
    '-n',
    '-r',
    String(SAMPLE_RATE),
    '-c',
    '1',
    '-b',
    '16',
    file,
    'trim',
    '0',
    String(seconds),
  ]);
  return file;
};
const track = [silence(LEAD_SECONDS, 'lead.wav')];
const cues = [];
let time = LEAD_SECONDS;
for (const part of parts) {
  const start = Math.round(time * 1000);
  const demo = cues.length === DEMO.index;
  cues.push({
    start,
    end: demo ? start + DEMO.ms : Math.round((time + part.seconds) * 1000),
    text: demo ? DEMO.text : part.text,
  });
  track.push(part.wav, silence(GAP_SECONDS, `gap${cues.length}.wav`));
  time += part.seconds + GAP_SECONDS;
}
const speech = join(work, 'speech.wav');
run('sox', [...track, speech]);

// 3. The clip: a plain picture at 2 frames per second with the speech, VP9 + Opus.
mkdirSync('web/public/sample', { recursive: true });
run('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  `color=c=0x1d4e89:s=640x360:r=2:d=${time.toFixed(3)}`,
  '-i',
  speech,
  '-vf',
  "drawtext=text='Subtitle Edit Online sample':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2",
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '40k',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'libopus',
  '-b:a',
  '24k',
  '-shortest',
  'web/public/sample/sample.webm',
]);

// 4. The desktop program's waveform file: 16-bit PCM WAV whose sample-rate field holds peaks per
// second, each frame two int16 values, the maximum then the minimum of the samples it covers.
const pcm = readFileSync(speech).subarray(44);
const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
const perPeak = SAMPLE_RATE / PEAKS_PER_SECOND;
const peakCount = Math.ceil(samples.length / perPeak);
const data = Buffer.alloc(peakCount * 4);
for (let p = 0; p < peakCount; p++) {
  let max = 0;
  let min = 0;
  const end = Math.min(samples.length, Math.round((p + 1) * perPeak));
  for (let i = Math.round(p * perPeak); i < end; i++) {
    const value = samples[i] ?? 0;
    if (value > max) max = value;
    if (value < min) min = value;
  }
  data.writeInt16LE(max, p * 4);
  data.writeInt16LE(min, p * 4 + 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVEfmt ', 8, 'ascii');
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(2, 22); // two values a frame: max, min
header.writeUInt32LE(PEAKS_PER_SECOND, 24);
header.writeUInt32LE(PEAKS_PER_SECOND * 4, 28);
header.writeUInt16LE(4, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);
mkdirSync('server/assets', { recursive: true });
writeFileSync('server/assets/sample-waveform.wav', Buffer.concat([header, data]));

// 5. The subtitle whose lines match the speech.
mkdirSync('shared/editor', { recursive: true });
const paragraphs = cues
  .map(
    (cue, i) =>
      `    { number: ${i + 1}, start: ${cue.start}, end: ${cue.end}, text: ${JSON.stringify(cue.text)} },`,
  )
  .join('\n');
writeFileSync(
  'shared/editor/sampleSubtitle.ts',
  `import type { Subtitle } from '../subtitle/model';

// Generated by scripts/media/makeSample.mjs together with web/public/sample/sample.webm and
// server/assets/sample-waveform.wav: the times are those of the speech in the clip. Every line
// passes the default rules except line 11, which is too fast on purpose and says so.

export const SAMPLE_VIDEO_URL = '/sample/sample.webm';

export const SAMPLE_SUBTITLE: Subtitle = {
  fileName: 'sample.srt',
  format: 'SubRip',
  paragraphs: [
${paragraphs}
  ],
};
`,
);

run('node_modules/.bin/prettier', ['--write', 'shared/editor/sampleSubtitle.ts']);
rmSync(work, { recursive: true, force: true });
console.log(`${cues.length} lines, ${time.toFixed(1)} s, ${peakCount} peaks`);
