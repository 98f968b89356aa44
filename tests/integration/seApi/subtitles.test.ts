import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,500\r\nCafé <i>crème</i>\r\nSecond line\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nŁódź ✓\r\n\r\n';

const subtitle = {
  fileName: 'Movie name.en.srt',
  paragraphs: [
    { number: 1, start: 1000, end: 2500, text: 'Café <i>crème</i>\nSecond line' },
    { number: 2, start: 3000.4, end: 4000, text: 'Łódź ✓' },
  ],
};

function upload(bytes: Uint8Array, fileName: string, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return fetch(`${server.baseUrl}/se-api/subtitles/`, { method: 'POST', body: form });
}

async function write(
  path: string,
  body: unknown = subtitle,
): Promise<{ status: number; json: { buffer: number[]; fileName: string } }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { buffer: number[]; fileName: string },
  };
}

const text = (bytes: number[], encoding = 'utf-8') =>
  new TextDecoder(encoding).decode(new Uint8Array(bytes));

describe('GET /se-api/subtitle-formats/ and /se-api/encodings/', () => {
  it('lists the formats, SubRip first, with the contract shape', async () => {
    const formats = (await (
      await fetch(`${server.baseUrl}/se-api/subtitle-formats/`)
    ).json()) as Record<string, unknown>[];
    expect(formats[0]).toEqual({
      name: 'SubRip',
      extension: '.srt',
      extensions: ['.srt'],
      canRead: true,
      canWrite: true,
      binary: false,
    });
    expect(formats.length).toBeGreaterThanOrEqual(21);
    const names = formats.map((f) => f.name);
    for (const name of [
      'WebVTT',
      'Advanced Sub Station Alpha',
      'Sub Station Alpha',
      'EBU STL',
      'Scenarist Closed Caption',
      'Plain text',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('lists the 26 encodings with codes and display names', async () => {
    const encodings = (await (await fetch(`${server.baseUrl}/se-api/encodings/`)).json()) as {
      code: string;
      displayName: string;
    }[];
    expect(encodings).toHaveLength(26);
    expect(encodings[0]).toEqual({ code: 'utf-8-bom', displayName: 'UTF-8 with BOM' });
    expect(encodings).toContainEqual({ code: 'utf-16le', displayName: 'Unicode' });
    expect(encodings.map((e) => e.code)).toEqual(
      expect.arrayContaining(['shift_jis', 'big5', 'windows-1257', 'iso-8859-9', 'us-ascii']),
    );
  });
});

describe('POST /se-api/subtitles/', () => {
  it('reads an upload, keeping the file name exactly as uploaded', async () => {
    const response = await upload(new TextEncoder().encode(SRT), 'Ünïcode name (1).srt');
    expect(response.status).toBe(200);
    const read = (await response.json()) as {
      fileName: string;
      format: string;
      paragraphs: unknown[];
    };
    expect(read.fileName).toBe('Ünïcode name (1).srt');
    expect(read.format).toBe('SubRip');
    expect(read.paragraphs).toEqual([
      expect.objectContaining({
        number: 1,
        start: 1000,
        end: 2500,
        text: 'Café <i>crème</i>\nSecond line',
      }),
      expect.objectContaining({ number: 2, start: 3000, end: 4000, text: 'Łódź ✓' }),
    ]);
  });

  it('detects the format from the content, not the extension', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:start\nHello\n';
    const read = (await (await upload(new TextEncoder().encode(vtt), 'wrong.srt')).json()) as {
      format: string;
    };
    expect(read.format).toBe('WebVTT');
  });

  it('decodes windows-1252 files without a BOM', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('1\r\n00:00:01,000 --> 00:00:02,000\r\nCaf'),
      0xe9,
      0x20,
      0x63,
      0x72,
      0xe8,
      0x6d,
      0x65,
      0x0d,
      0x0a,
    ]);
    const read = (await (await upload(bytes, 'latin.srt')).json()) as {
      paragraphs: { text: string }[];
    };
    expect(read.paragraphs[0]?.text).toBe('Café crème');
  });

  it.each([
    ['an empty file', 400, new Uint8Array(0)],
    ['plain prose', 415, new TextEncoder().encode('Dear diary, today nothing happened at all.\n')],
    ['binary garbage', 415, Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)],
  ])('answers %s with status %s and a clear message', async (_name, status, bytes) => {
    const response = await upload(bytes, 'file.srt');
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message.length).toBeGreaterThan(10);
  });

  it('answers 400 without the file field', async () => {
    expect((await upload(new TextEncoder().encode(SRT), 'a.srt', 'upload')).status).toBe(400);
  });
  it('answers a long file (sent in batches) with every cue', async () => {
    const cues = 10_000; // more than two of the answer's batches of 4096
    const srt = Array.from(
      { length: cues },
      (_, i) =>
        `${i + 1}\n00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},000 --> 00:00:00,500\nLine "${i}" \\ é\n\n`,
    ).join('');
    const response = await upload(new TextEncoder().encode(srt), 'long "quoted".srt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const read = (await response.json()) as {
      fileName: string;
      format: string;
      paragraphs: { number: number; text: string }[];
    };
    expect(read.fileName).toBe('long "quoted".srt');
    expect(read.format).toBe('SubRip');
    expect(read.paragraphs).toHaveLength(cues);
    expect(read.paragraphs.map((p) => p.number)).toEqual(
      Array.from({ length: cues }, (_, i) => i + 1),
    );
    expect(read.paragraphs[4096]?.text).toBe('Line "4096" \\ é');
  });
});

describe('POST /se-api/subtitles/ with a damaged file (CONTRACT §5)', () => {
  interface ReadAnswer {
    format: string;
    paragraphs: { start: number; end: number; text: string }[];
    warnings?: { line: number; message: string }[];
  }

  const good = (n: number) => `${n}\n00:00:0${n},000 --> 00:00:0${n},500\nGood ${n}\n\n`;

  it('skips the block it cannot read, keeps the others and lists it in warnings', async () => {
    const srt = `${good(1)}${good(2)}3\n00:00:0x,000 --> 00:00:06,000\nBroken three\n\n${good(4)}`;
    const response = await upload(new TextEncoder().encode(srt), 'damaged.srt');
    expect(response.status).toBe(200);
    const read = (await response.json()) as ReadAnswer;
    expect(read.paragraphs.map((p) => p.text)).toEqual(['Good 1', 'Good 2', 'Good 4']);
    expect(read.warnings).toEqual([
      { line: 9, message: 'The timing line "00:00:0x,000 --> 00:00:06,000" could not be read' },
    ]);
  });

  it('reads an ASS script with one cut-off Dialogue line instead of refusing it', async () => {
    const ass = [
      '[Script Info]',
      'ScriptType: v4.00+',
      '[Events]',
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
      'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Kept',
      'Dialogue: 0,0:00:03.00,0:00',
      '',
    ].join('\n');
    const response = await upload(new TextEncoder().encode(ass), 'cut.ass');
    expect(response.status).toBe(200);
    const read = (await response.json()) as ReadAnswer;
    expect(read.paragraphs.map((p) => p.text)).toEqual(['Kept']);
    expect(read.warnings?.map((w) => w.line)).toEqual([6]);
  });

  it('keeps the original answer shape for a clean file (no warnings property)', async () => {
    const read = (await (
      await upload(new TextEncoder().encode(SRT), 'clean.srt')
    ).json()) as Record<string, unknown>;
    expect(Object.keys(read).sort()).toEqual(['fileName', 'format', 'paragraphs']);
  });

  it('carries the warnings of a long damaged file, whose answer is sent in batches', async () => {
    const blocks = Array.from({ length: 5000 }, (_, i) =>
      i === 4321
        ? `${i + 1}\n00:00:xx,000 --> 00:00:01,000\nBroken\n\n`
        : `${i + 1}\n00:00:01,000 --> 00:00:02,000\nLine ${i}\n\n`,
    );
    const response = await upload(new TextEncoder().encode(blocks.join('')), 'long.srt');
    const read = (await response.json()) as ReadAnswer;
    expect(read.paragraphs).toHaveLength(4999);
    expect(read.warnings?.map((w) => w.line)).toEqual([4321 * 4 + 1]);
  });

  it('answers 415 with the reason when no block of any format reads', async () => {
    const vtt = 'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nCommas are not WebVTT\n';
    const response = await upload(new TextEncoder().encode(vtt), 'commas.vtt');
    expect(response.status).toBe(415);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain('line 3');
    expect(body.error.message).toContain('00:00:01,000 --> 00:00:02,000');
  });
});

describe('the UPLOAD_LIMIT_MB setting', () => {
  it('moves the upload limit, with 413 and the limit in the message above it', async () => {
    const small = await startTestServer({ UPLOAD_LIMIT_MB: '1' });
    try {
      const form = (size: number): FormData => {
        const body = new FormData();
        const line = new TextEncoder().encode('1\n00:00:01,000 --> 00:00:02,000\nHello\n\n');
        const bytes = new Uint8Array(size);
        for (let at = 0; at + line.length <= size; at += line.length) bytes.set(line, at);
        body.set('file', new File([bytes], 'a.srt'));
        return body;
      };
      const url = `${small.baseUrl}/se-api/subtitles/`;
      expect((await fetch(url, { method: 'POST', body: form(900_000) })).status).toBe(200);
      const tooBig = await fetch(url, { method: 'POST', body: form(1_100_000) });
      expect(tooBig.status).toBe(413);
      expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe(
        'The file is larger than 1 MB.',
      );
    } finally {
      await small.close();
    }
  });
});

describe('POST /se-api/subtitles/format/{format}', () => {
  it('writes SubRip as UTF-8 with BOM and Windows new lines by default, times in whole ms', async () => {
    const { status, json } = await write('/se-api/subtitles/format/SubRip');
    expect(status).toBe(200);
    expect(json.fileName).toBe('Movie name.en.srt');
    expect(json.buffer.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(json.buffer.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)).toBe(true);
    const written = text(json.buffer.slice(3));
    expect(written).toContain('00:00:03,000 --> 00:00:04,000\r\n');
    expect(
      written.startsWith(
        '1\r\n00:00:01,000 --> 00:00:02,500\r\nCafé <i>crème</i>\r\nSecond line\r\n',
      ),
    ).toBe(true);
  });

  it('honours the encoding (code or display name), new lines and "?" for what the encoding lacks', async () => {
    const { json } = await write(
      '/se-api/subtitles/format/subrip?encoding=Western%20European%20(Windows)&useWindowsNewLine=false',
    );
    expect(json.buffer).toContain(0xe9);
    expect(json.buffer).not.toContain(0x0d);
    const decoded = text(json.buffer, 'windows-1252');
    expect(decoded).toContain('Café <i>crème</i>\nSecond line');
    expect(decoded).toContain('?ód? ?');
    const utf16 = (await write('/se-api/subtitles/format/SubRip?encoding=utf-16le')).json.buffer;
    expect(utf16.slice(0, 2)).toEqual([0xff, 0xfe]);
    const plain = (await write('/se-api/subtitles/format/SubRip?encoding=utf-8')).json.buffer;
    expect(plain.slice(0, 3)).not.toEqual([0xef, 0xbb, 0xbf]);
  });

  it('takes format names with spaces, raw or URL-encoded, in any case', async () => {
    const ass = await write('/se-api/subtitles/format/advanced%20sub%20station%20alpha');
    expect(ass.status).toBe(200);
    expect(ass.json.fileName).toBe('Movie name.en.ass');
    expect(text(ass.json.buffer.slice(3))).toContain('[Events]');
    const vtt = await write('/se-api/subtitles/format/WEBVTT');
    expect(text(vtt.json.buffer.slice(3))).toMatch(/^WEBVTT/);
  });

  it('writes a long file as the whole byte array (sent in pieces)', async () => {
    const long = {
      fileName: 'long.srt',
      paragraphs: Array.from({ length: 20_000 }, (_, i) => ({
        number: i + 1,
        start: i * 1000,
        end: i * 1000 + 800,
        text: `Line ${i} ✓`,
      })),
    };
    const { status, json } = await write(
      '/se-api/subtitles/format/SubRip?encoding=utf-8&useWindowsNewLine=false',
      long,
    );
    expect(status).toBe(200);
    expect(json.fileName).toBe('long.srt');
    expect(json.buffer.length).toBeGreaterThan(256 * 1024 * 2);
    const written = text(json.buffer);
    expect(written.startsWith('1\n00:00:00,000 --> 00:00:00,800\nLine 0 ✓\n\n')).toBe(true);
    expect(written.endsWith('20000\n05:33:19,000 --> 05:33:19,800\nLine 19999 ✓\n\n')).toBe(true);
  });

  it('answers 400 for an unknown format, an unknown encoding or a bad body', async () => {
    expect((await write('/se-api/subtitles/format/NoSuchFormat')).status).toBe(400);
    expect((await write('/se-api/subtitles/format/SubRip?encoding=ebcdic')).status).toBe(400);
    expect((await write('/se-api/subtitles/format/SubRip', { fileName: 'x.srt' })).status).toBe(
      400,
    );
  });
});

describe('POST /se-api/subtitles/format-plain-text', () => {
  it.each([
    ['none', 'Café <i>crème</i>\r\nSecond line\r\n\r\nŁódź ✓\r\n'],
    ['unbreak', 'Café <i>crème</i> Second line\r\n\r\nŁódź ✓\r\n'],
    ['merge', 'Café <i>crème</i> Second line Łódź ✓\r\n'],
  ])('mode %s', async (mode, expected) => {
    const { status, json } = await write(
      `/se-api/subtitles/format-plain-text?mode=${mode}&removeStyling=false`,
    );
    expect(status).toBe(200);
    expect(json.fileName).toBe('Movie name.en.txt');
    expect(text(json.buffer.slice(3))).toBe(expected);
  });

  it('removes styling when asked and refuses an unknown mode', async () => {
    const { json } = await write(
      '/se-api/subtitles/format-plain-text?mode=merge&removeStyling=true&useWindowsNewLine=false',
    );
    expect(text(json.buffer.slice(3))).toBe('Café crème Second line Łódź ✓\n');
    expect((await write('/se-api/subtitles/format-plain-text?mode=shout')).status).toBe(400);
  });
});
