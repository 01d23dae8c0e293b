/**
 * A page body as paragraphs. Bodies are plain text with a blank line between
 * paragraphs (contract/schemas/content.ts); a line break inside a paragraph is
 * kept by the view's CSS. Windows line ends and stray spaces on the blank line
 * from an operator's paste still split.
 */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
