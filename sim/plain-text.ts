/**
 * HTML the action writes (a summary, a comment, a check run's text), as a person reads it in a
 * terminal: tables as lines, links as "text (address)", no tags, entities decoded, and the
 * zero-width spaces that keep a mention or an issue link from linking taken out.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<tr><th[^>]*>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g, '  $1: $2')
    .replace(/<a href="([^"]*)">(.*?)<\/a>/g, '$2 ($1)')
    .replace(/<tr>((?:<th>.*?<\/th>)+)<\/tr>/g, (_, cells: string) => `  ${cells.replace(/<\/th><th>/g, ' | ')}`)
    .replace(/<tr>((?:<td>.*?<\/td>)+)<\/tr>/g, (_, cells: string) => `  ${cells.replace(/<\/td><td>/g, ' | ')}`)
    .replace(/<h[23]>(.*?)<\/h[23]>/g, '## $1')
    .replace(/<details><summary>(.*?)<\/summary>/g, '▸ $1 (collapsed):')
    .replace(/<li>/g, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
