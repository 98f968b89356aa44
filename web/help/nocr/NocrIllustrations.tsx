// Hand-drawn diagrams of the OCR window, made for this tutorial (no screenshots of the program).
// Each is an <svg role="img"> named by its <title>, with the figure caption as the visible text.
// Text colours on the light fills keep 4.5:1 contrast.

const INK = '#1b1f24';
const MUTED = '#4a525c';
const ACCENT = '#1d4e89';
const SOFT = '#e8f0fa';
const LINE = '#9aa4b1';

export function OcrWindowDiagram() {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-labelledby="ocr-window-title" className="diagram">
      <title id="ocr-window-title">
        Sketch of the OCR window: the subtitle image at the top, the list of lines at the left, the
        OCR method settings at the right and the Start OCR and Stop buttons.
      </title>
      <rect x="1" y="1" width="638" height="358" rx="8" fill="#fff" stroke={LINE} />
      <rect x="1" y="1" width="638" height="28" rx="8" fill={ACCENT} />
      <text x="14" y="20" fill="#fff" fontSize="14" fontFamily="sans-serif">
        Import/OCR
      </text>
      {/* The subtitle picture, as the engine sees it. */}
      <rect x="16" y="42" width="608" height="70" fill="#20252b" />
      <text x="320" y="86" fill="#fff" fontSize="26" textAnchor="middle" fontFamily="serif">
        Where were you last night?
      </text>
      <text x="20" y="128" fill={MUTED} fontSize="12" fontFamily="sans-serif">
        1 · Subtitle image
      </text>
      {/* The list of lines. */}
      <rect x="16" y="138" width="330" height="170" fill={SOFT} stroke={LINE} />
      {[
        '1  00:00:12,040  Where were you last night?',
        '2  00:00:14,900  At home. Why?',
        '3  00:00:17,320  ...',
      ].map((row, index) => (
        <text key={row} x="24" y={160 + index * 24} fill={INK} fontSize="12" fontFamily="monospace">
          {row}
        </text>
      ))}
      <rect x="18" y="146" width="326" height="20" fill="none" stroke={ACCENT} strokeWidth="2" />
      <text x="20" y="324" fill={MUTED} fontSize="12" fontFamily="sans-serif">
        2 · Lines and OCR text
      </text>
      {/* The method settings. */}
      <rect x="360" y="138" width="264" height="170" fill="#fff" stroke={LINE} />
      {[
        'OCR method: nOCR',
        'Database: Latin',
        'Pixels are space: 11',
        'Italic angle: 10',
        '[x] Draw missing texts',
      ].map((row, index) => (
        <text
          key={row}
          x="372"
          y={162 + index * 24}
          fill={INK}
          fontSize="13"
          fontFamily="sans-serif"
        >
          {row}
        </text>
      ))}
      <text x="364" y="324" fill={MUTED} fontSize="12" fontFamily="sans-serif">
        3 · OCR method
      </text>
      <rect x="456" y="318" width="80" height="30" rx="4" fill={ACCENT} />
      <text x="496" y="338" fill="#fff" fontSize="13" textAnchor="middle" fontFamily="sans-serif">
        Start OCR
      </text>
      <rect x="544" y="318" width="80" height="30" rx="4" fill="#fff" stroke={ACCENT} />
      <text x="584" y="338" fill={ACCENT} fontSize="13" textAnchor="middle" fontFamily="sans-serif">
        Stop
      </text>
    </svg>
  );
}

export function SpaceWidthDiagram() {
  return (
    <svg viewBox="0 0 640 170" role="img" aria-labelledby="space-width-title" className="diagram">
      <title id="space-width-title">
        Two words with the gap between them measured: a gap of 11 pixels is a space, the 3-pixel
        gaps between letters are not.
      </title>
      <rect x="1" y="1" width="638" height="168" rx="8" fill="#fff" stroke={LINE} />
      <text x="40" y="92" fill={INK} fontSize="54" fontFamily="serif" letterSpacing="6">
        At
      </text>
      <text x="190" y="92" fill={INK} fontSize="54" fontFamily="serif" letterSpacing="6">
        home
      </text>
      {/* Gap between words. */}
      <line x1="128" y1="110" x2="186" y2="110" stroke={ACCENT} strokeWidth="3" />
      <line x1="128" y1="100" x2="128" y2="120" stroke={ACCENT} strokeWidth="2" />
      <line x1="186" y1="100" x2="186" y2="120" stroke={ACCENT} strokeWidth="2" />
      <text x="157" y="142" fill={ACCENT} fontSize="15" textAnchor="middle" fontFamily="sans-serif">
        11 px: space
      </text>
      {/* Gap between letters. */}
      <line x1="84" y1="28" x2="92" y2="28" stroke={MUTED} strokeWidth="3" />
      <text x="88" y="22" fill={MUTED} fontSize="13" textAnchor="middle" fontFamily="sans-serif">
        3 px
      </text>
      <text x="420" y="60" fill={INK} fontSize="15" fontFamily="sans-serif">
        Pixels are space = 11
      </text>
      <text x="420" y="84" fill={MUTED} fontSize="14" fontFamily="sans-serif">
        gap ≥ 11 px → space
      </text>
      <text x="420" y="106" fill={MUTED} fontSize="14" fontFamily="sans-serif">
        gap &lt; 11 px → same word
      </text>
    </svg>
  );
}

export function MatchDiagram() {
  // A 7 x 9 bitmap of the letter "l" next to the letter "I" it was confused with.
  const pixels = [
    '0011100',
    '0001100',
    '0001100',
    '0001100',
    '0001100',
    '0001100',
    '0001100',
    '0001100',
    '0011110',
  ];
  return (
    <svg viewBox="0 0 640 220" role="img" aria-labelledby="match-title" className="diagram">
      <title id="match-title">
        A letter image from the subtitle, enlarged to its pixels, matched to a database letter. The
        engine read it as a lower-case l; the fix is Add better match with a capital I.
      </title>
      <rect x="1" y="1" width="638" height="218" rx="8" fill="#fff" stroke={LINE} />
      {pixels.map((row, y) =>
        [...row].map((bit, x) => (
          <rect
            key={`${x}-${y}`}
            x={40 + x * 18}
            y={24 + y * 18}
            width="17"
            height="17"
            fill={bit === '1' ? INK : SOFT}
          />
        )),
      )}
      <text x="103" y="206" fill={MUTED} fontSize="13" textAnchor="middle" fontFamily="sans-serif">
        image in the subtitle
      </text>
      <text x="220" y="110" fill={INK} fontSize="30" fontFamily="sans-serif">
        →
      </text>
      <text x="290" y="80" fill={INK} fontSize="16" fontFamily="sans-serif">
        Database match: &quot;l&quot; (wrong)
      </text>
      <rect x="290" y="98" width="190" height="32" rx="4" fill={ACCENT} />
      <text x="385" y="119" fill="#fff" fontSize="14" textAnchor="middle" fontFamily="sans-serif">
        Add better match: &quot;I&quot;
      </text>
      <text x="290" y="160" fill={MUTED} fontSize="14" fontFamily="sans-serif">
        or Delete the wrong letter from the database
      </text>
    </svg>
  );
}
