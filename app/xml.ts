/** Text made safe inside XML elements and attributes (sitemap, RSS). */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
