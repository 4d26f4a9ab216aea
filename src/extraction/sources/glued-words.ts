/**
 * Where a word the line recogniser read runs two printed words together that no gap between its characters
 * told apart. PP-OCR drops the single space between a date and the time after it (`07/01/201710:52`,
 * `5/5/1612:59`, `23-Apr-20182:51`): no date is printed glued to a time, so such a word is cut where the date ends — a four-digit
 * year when the digits allow one, else two, and the time's hour of one or two digits before its colon.
 */
const DATE_THEN_TIME = [
  /(?<!\d)(\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d\d)\d{1,2}:\d\d/u,
  /(?<!\d)((?:19|20)\d\d[/.-]\d{1,2}[/.-]\d{1,2})\d{1,2}:\d\d/u,
  /(?<!\d)(\d{1,2}[/.-]\d{1,2}[/.-]\d\d)\d{1,2}:\d\d/u,
  // A month by name: `23-Apr-20182:51:35P`, `03Jun'0912:30`.
  /(?<!\d)(\d{1,2}[/.' -]?\p{L}{3,9}[/.' -]?(?:19|20)\d\d)\d{1,2}:\d\d/u,
  /(?<!\d)(\d{1,2}[/.' -]?\p{L}{3,9}[/.' -]?\d\d)\d{1,2}:\d\d/u,
];

/** The character index where `text` is cut in two, or null when it is one word. */
export function gluedWordCut(text: string): number | null {
  for (const pattern of DATE_THEN_TIME) {
    const match = pattern.exec(text);
    if (match) return match.index + match[1].length;
  }
  return null;
}
