import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paragraphs = Array.from({ length: 250 }, (_, i) => ({
  number: i + 1,
  start: i * 1000,
  end: i * 1000 + 800,
  text: i === 0 ? 'First <i>line</i>\n& second' : `Line ${i + 1}`,
}));
const subtitle = { fileName: 'movie.srt', paragraphs };

async function post(body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/se-api/subtitles/temp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('temporary subtitles', () => {
  it('stores a subtitle under a random id and gives it back whole and in chunks of 100', async () => {
    const created = await post(subtitle);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect((await post(subtitle).then((r) => r.json())) as { id: string }).not.toEqual({ id });

    const whole = await fetch(`${server.baseUrl}/se-api/subtitles/temp?id=${id}`);
    expect(await whole.json()).toEqual(subtitle);
    const chunk = async (arrid: number) =>
      (
        (await (
          await fetch(`${server.baseUrl}/se-api/subtitles/temparr?id=${id}&arrid=${arrid}`)
        ).json()) as {
          paragraphs: { number: number }[];
        }
      ).paragraphs;
    expect((await chunk(0)).map((p) => p.number)).toEqual(
      paragraphs.slice(0, 100).map((p) => p.number),
    );
    expect((await chunk(2)).map((p) => p.number)).toEqual(
      paragraphs.slice(200).map((p) => p.number),
    );
    expect(await chunk(3)).toEqual([]);
  });

  it('answers 404 for an unknown or expired id and 400 for bad input', async () => {
    const missing = await fetch(`${server.baseUrl}/se-api/subtitles/temp?id=nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await fetch(`${server.baseUrl}/se-api/subtitles/temparr?id=nope&arrid=0`)).status).toBe(
      404,
    );
    expect((await fetch(`${server.baseUrl}/se-api/subtitles/temp`)).status).toBe(400);
    expect((await post({ fileName: 'x' })).status).toBe(400);
    expect(
      (await post({ fileName: 'x', paragraphs: [{ number: 1, start: 'soon', end: 1, text: '' }] }))
        .status,
    ).toBe(400);
    await server.db
      .insertInto('temp_subtitles')
      .values({ id: 'old', created: '2020-01-01', expires: '2020-01-02', subtitle_json: '{}' })
      .execute();
    expect((await fetch(`${server.baseUrl}/se-api/subtitles/temp?id=old`)).status).toBe(404);
    const { id } = (await (await post(subtitle)).json()) as { id: string };
    expect(
      (await fetch(`${server.baseUrl}/se-api/subtitles/temparr?id=${id}&arrid=-1`)).status,
    ).toBe(400);
  });

  it('renders /tempsub?id= as a plain page with one escaped element per line', async () => {
    const { id } = (await (await post(subtitle)).json()) as { id: string };
    const page = await fetch(`${server.baseUrl}/tempsub?id=${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<p id="p0">First &#60;i&#62;line&#60;/i&#62;<br>&#38; second</p>');
    expect(html).toContain('<p id="p249">Line 250</p>');
    expect(html).not.toContain('<script');
    expect((await fetch(`${server.baseUrl}/tempsub?id=missing`)).status).toBe(404);
  });
});
