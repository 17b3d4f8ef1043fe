// The editor writes a post's body as plain text with two marks, and the
// site stores and renders it as blocks (never as HTML):
//   ## A heading          -> heading block
//   - an item             -> list block (consecutive items)
//   anything else         -> paragraph (blank lines separate paragraphs)
import type { BlogBlock } from "#app/db/schema.ts";

/** The blog's categories, the spec's two collections; the database holds no others. */
export const BLOG_CATEGORIES = ["GST", "Income Tax"] as const;

export function parseBody(text: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flushParagraph();
    } else if (line.startsWith("## ")) {
      flushParagraph();
      blocks.push({ type: "heading", text: line.slice(3).trim() });
    } else if (/^[-*] /.test(line)) {
      flushParagraph();
      const last = blocks.at(-1);
      if (last?.type === "list") last.items.push(line.slice(2).trim());
      else blocks.push({ type: "list", items: [line.slice(2).trim()] });
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  return blocks.filter((block) => (block.type === "list" ? block.items.length > 0 : block.text.length > 0));
}

export function formatBody(blocks: readonly BlogBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "heading") return `## ${block.text}`;
      if (block.type === "list") return block.items.map((item) => `- ${item}`).join("\n");
      return block.text;
    })
    .join("\n\n");
}
